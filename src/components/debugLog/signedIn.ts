/** Whether the store's session is signed in: uploads name the account they come from. */
export const signedIn = (state: unknown) =>
  Boolean(
    (state as { session?: { token?: { value?: { Token?: string } | null } } }).session?.token?.value
      ?.Token,
  );
