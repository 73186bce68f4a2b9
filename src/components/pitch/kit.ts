/** A club's kit: the two colours its shirt is drawn in (`#rrggbb`). */
export interface Kit {
  PrimaryColor: string;
  SecondaryColor: string;
}

/** The kit of a club the client does not know (a malformed answer): a neutral grey. */
export const NO_CLUB_KIT: Kit = { PrimaryColor: '#8a97a5', SecondaryColor: '#ffffff' };
