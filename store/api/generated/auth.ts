import { authApi as api } from '../emptyApis';
export const addTagTypes = [
  'User',
  'Captcha',
  'Account',
  'EmailVerification',
  'Profile',
  'Friend',
  'Follow',
  'Device',
  'Notification',
  'System',
  'SupportLog',
  'AdminUser',
  'AdminAudit',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({ url: `/Auth/Login`, method: 'POST', body: queryArg.loginRequest }),
        invalidatesTags: ['User', 'Captcha'],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>({
        query: (queryArg) => ({
          url: `/Auth/Register`,
          method: 'POST',
          body: queryArg.registerRequest,
        }),
        invalidatesTags: ['User', 'Captcha'],
      }),
      authForgotPassword: build.mutation<AuthForgotPasswordApiResponse, AuthForgotPasswordApiArg>({
        query: (queryArg) => ({
          url: `/Auth/ForgotPassword`,
          method: 'POST',
          body: queryArg.forgotPasswordRequest,
        }),
        invalidatesTags: ['Captcha'],
      }),
      authForgotPasswordConfirm: build.mutation<
        AuthForgotPasswordConfirmApiResponse,
        AuthForgotPasswordConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/Auth/ForgotPasswordConfirm`,
          method: 'POST',
          body: queryArg.forgotPasswordConfirmRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      authSignOutEverywhere: build.mutation<
        AuthSignOutEverywhereApiResponse,
        AuthSignOutEverywhereApiArg
      >({
        query: () => ({ url: `/Auth/SignOutEverywhere`, method: 'POST' }),
        invalidatesTags: ['Account'],
      }),
      authContactEmail: build.mutation<AuthContactEmailApiResponse, AuthContactEmailApiArg>({
        query: (queryArg) => ({
          url: `/Auth/ContactEmail`,
          method: 'POST',
          body: queryArg.contactEmailRequest,
        }),
        invalidatesTags: ['Captcha'],
      }),
      authEmailVerificationConfirm: build.query<
        AuthEmailVerificationConfirmApiResponse,
        AuthEmailVerificationConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/Auth/EmailVerificationConfirm`,
          params: {
            Token: queryArg.token,
          },
        }),
        providesTags: ['EmailVerification'],
      }),
      authEmailVerification: build.query<
        AuthEmailVerificationApiResponse,
        AuthEmailVerificationApiArg
      >({
        query: () => ({ url: `/Auth/EmailVerification` }),
        providesTags: ['EmailVerification'],
      }),
      userGetUser: build.query<UserGetUserApiResponse, UserGetUserApiArg>({
        query: () => ({ url: `/User/GetUser` }),
        providesTags: ['User'],
      }),
      userGetUserProfile: build.query<UserGetUserProfileApiResponse, UserGetUserProfileApiArg>({
        query: (queryArg) => ({
          url: `/User/GetUserProfile`,
          params: {
            userName: queryArg.userName,
            userId: queryArg.userId,
          },
        }),
        providesTags: ['Profile'],
      }),
      userUpdateUser: build.mutation<UserUpdateUserApiResponse, UserUpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/User/UpdateUser`,
          method: 'PUT',
          body: queryArg.updateUserRequest,
        }),
        invalidatesTags: ['User', 'Profile'],
      }),
      userUploadPicture: build.mutation<UserUploadPictureApiResponse, UserUploadPictureApiArg>({
        query: (queryArg) => ({
          url: `/User/UploadPicture`,
          method: 'POST',
          body: queryArg.uploadPictureRequest,
        }),
        invalidatesTags: ['User', 'Profile'],
      }),
      userUpdateCultureInfo: build.mutation<
        UserUpdateCultureInfoApiResponse,
        UserUpdateCultureInfoApiArg
      >({
        query: (queryArg) => ({
          url: `/User/UpdateCultureInfo`,
          method: 'POST',
          body: queryArg.updateCultureInfoRequest,
        }),
        invalidatesTags: ['User'],
      }),
      friendFriendCount: build.query<FriendFriendCountApiResponse, FriendFriendCountApiArg>({
        query: (queryArg) => ({
          url: `/Friend/FriendCount`,
          method: 'POST',
          body: queryArg.friendCountRequest,
        }),
        providesTags: ['Friend'],
      }),
      friendAddFriend: build.mutation<FriendAddFriendApiResponse, FriendAddFriendApiArg>({
        query: (queryArg) => ({
          url: `/Friend/AddFriend`,
          method: 'POST',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Friend', 'Profile'],
      }),
      friendIsFriend: build.query<FriendIsFriendApiResponse, FriendIsFriendApiArg>({
        query: (queryArg) => ({
          url: `/Friend/IsFriend`,
          params: {
            userId: queryArg.userId,
          },
        }),
        providesTags: ['Friend'],
      }),
      friendGetFriendRequests: build.query<
        FriendGetFriendRequestsApiResponse,
        FriendGetFriendRequestsApiArg
      >({
        query: () => ({ url: `/Friend/GetFriendRequests` }),
        providesTags: ['Friend'],
      }),
      friendAcceptFriend: build.mutation<FriendAcceptFriendApiResponse, FriendAcceptFriendApiArg>({
        query: (queryArg) => ({
          url: `/Friend/AcceptFriend`,
          method: 'POST',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Friend', 'Profile'],
      }),
      friendDeclineFriend: build.mutation<
        FriendDeclineFriendApiResponse,
        FriendDeclineFriendApiArg
      >({
        query: (queryArg) => ({
          url: `/Friend/DeclineFriend`,
          method: 'POST',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Friend'],
      }),
      friendRemoveFriend: build.mutation<FriendRemoveFriendApiResponse, FriendRemoveFriendApiArg>({
        query: (queryArg) => ({
          url: `/Friend/RemoveFriend`,
          method: 'DELETE',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Friend', 'Profile'],
      }),
      friendGetFriends: build.query<FriendGetFriendsApiResponse, FriendGetFriendsApiArg>({
        query: () => ({ url: `/Friend/GetFriends` }),
        providesTags: ['Friend'],
      }),
      followGetFollowCount: build.query<
        FollowGetFollowCountApiResponse,
        FollowGetFollowCountApiArg
      >({
        query: (queryArg) => ({
          url: `/Follow/GetFollowCount`,
          method: 'POST',
          params: {
            userId: queryArg.userId,
          },
        }),
        providesTags: ['Follow'],
      }),
      followFollow: build.mutation<FollowFollowApiResponse, FollowFollowApiArg>({
        query: (queryArg) => ({
          url: `/Follow/Follow`,
          method: 'POST',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Follow', 'Profile'],
      }),
      followUnFollow: build.mutation<FollowUnFollowApiResponse, FollowUnFollowApiArg>({
        query: (queryArg) => ({
          url: `/Follow/UnFollow`,
          method: 'DELETE',
          params: {
            userId: queryArg.userId,
          },
        }),
        invalidatesTags: ['Follow', 'Profile'],
      }),
      followFollowStatus: build.query<FollowFollowStatusApiResponse, FollowFollowStatusApiArg>({
        query: (queryArg) => ({
          url: `/Follow/FollowStatus`,
          params: {
            userId: queryArg.userId,
          },
        }),
        providesTags: ['Follow'],
      }),
      userNotificationDeviceGetNotifToken: build.mutation<
        UserNotificationDeviceGetNotifTokenApiResponse,
        UserNotificationDeviceGetNotifTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/UserNotificationDevice/GetNotifToken`,
          method: 'POST',
          body: queryArg.notificationDeviceRequest,
        }),
        invalidatesTags: ['Device'],
      }),
      notificationGetList: build.query<NotificationGetListApiResponse, NotificationGetListApiArg>({
        query: (queryArg) => ({
          url: `/Notification/GetList`,
          method: 'POST',
          body: queryArg.notificationListRequest,
        }),
        providesTags: ['Notification'],
      }),
      notificationMarkRead: build.mutation<
        NotificationMarkReadApiResponse,
        NotificationMarkReadApiArg
      >({
        query: (queryArg) => ({
          url: `/Notification/MarkRead`,
          method: 'POST',
          body: queryArg.notificationMarkReadRequest,
        }),
        invalidatesTags: ['Notification'],
      }),
      captchaGetChallenge: build.query<CaptchaGetChallengeApiResponse, CaptchaGetChallengeApiArg>({
        query: () => ({ url: `/Captcha/GetChallenge` }),
        providesTags: ['Captcha'],
      }),
      systemGetInfo: build.query<SystemGetInfoApiResponse, SystemGetInfoApiArg>({
        query: () => ({ url: `/System/GetInfo` }),
        providesTags: ['System'],
      }),
      supportLogUpload: build.mutation<SupportLogUploadApiResponse, SupportLogUploadApiArg>({
        query: (queryArg) => ({
          url: `/SupportLog/Upload`,
          method: 'POST',
          body: queryArg.body,
          params: {
            Note: queryArg.note,
          },
        }),
        invalidatesTags: ['SupportLog'],
      }),
      supportLogGetList: build.query<SupportLogGetListApiResponse, SupportLogGetListApiArg>({
        query: (queryArg) => ({
          url: `/SupportLog/GetList`,
          method: 'POST',
          body: queryArg.supportLogListRequest,
        }),
        providesTags: ['SupportLog'],
      }),
      supportLogGetById: build.query<SupportLogGetByIdApiResponse, SupportLogGetByIdApiArg>({
        query: (queryArg) => ({
          url: `/SupportLog/GetById`,
          params: {
            Id: queryArg.id,
          },
        }),
        providesTags: ['SupportLog'],
      }),
      adminGetUsers: build.query<AdminGetUsersApiResponse, AdminGetUsersApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetUsers`,
          method: 'POST',
          body: queryArg.adminUserListRequest,
        }),
        providesTags: ['AdminUser'],
      }),
      adminUpdateUserRole: build.mutation<
        AdminUpdateUserRoleApiResponse,
        AdminUpdateUserRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/UpdateUserRole`,
          method: 'PUT',
          body: queryArg.updateUserRoleRequest,
        }),
        invalidatesTags: ['AdminUser', 'User'],
      }),
      adminSetUserDisabled: build.mutation<
        AdminSetUserDisabledApiResponse,
        AdminSetUserDisabledApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/SetUserDisabled`,
          method: 'PUT',
          body: queryArg.setUserDisabledRequest,
        }),
        invalidatesTags: ['AdminUser'],
      }),
      adminSignOutUserEverywhere: build.mutation<
        AdminSignOutUserEverywhereApiResponse,
        AdminSignOutUserEverywhereApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/SignOutUserEverywhere`,
          method: 'POST',
          body: queryArg.adminUserRequest,
        }),
        invalidatesTags: ['AdminUser'],
      }),
      adminGetAuditLog: build.query<AdminGetAuditLogApiResponse, AdminGetAuditLogApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetAuditLog`,
          method: 'POST',
          body: queryArg.auditListRequest,
        }),
        providesTags: ['AdminAudit'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authEndpoints };
export type AuthLoginApiResponse = /** status 200 The session token. */ {
  data: SessionToken;
  count: number;
  message: string;
};
export type AuthLoginApiArg = {
  loginRequest: LoginRequest;
};
export type AuthRegisterApiResponse = /** status 200 The session token of the new account. */ {
  data: SessionToken;
  count: number;
  message: string;
};
export type AuthRegisterApiArg = {
  registerRequest: RegisterRequest;
};
export type AuthForgotPasswordApiResponse =
  /** status 200 Accepted; the message says to check the inbox. */ {
    data: Done;
    count: number;
    message: string;
  };
export type AuthForgotPasswordApiArg = {
  forgotPasswordRequest: ForgotPasswordRequest;
};
export type AuthForgotPasswordConfirmApiResponse =
  /** status 200 The password was changed; the user signs in with it. */ {
    data: Done;
    count: number;
    message: string;
  };
export type AuthForgotPasswordConfirmApiArg = {
  forgotPasswordConfirmRequest: ForgotPasswordConfirmRequest;
};
export type AuthSignOutEverywhereApiResponse =
  /** status 200 Every session has ended; the client signs out. */ {
    data: Done;
    count: number;
    message: string;
  };
export type AuthSignOutEverywhereApiArg = void;
export type AuthContactEmailApiResponse = /** status 200 The message was sent. */ {
  data: Done;
  count: number;
  message: string;
};
export type AuthContactEmailApiArg = {
  contactEmailRequest: ContactEmailRequest;
};
export type AuthEmailVerificationConfirmApiResponse = /** status 200 The address is verified. */ {
  data: Done;
  count: number;
  message: string;
};
export type AuthEmailVerificationConfirmApiArg = {
  /** The token from the e-mailed link. */
  token: string;
};
export type AuthEmailVerificationApiResponse =
  /** status 200 The e-mail was sent (or the address is already verified; the message says which). */ {
    data: Done;
    count: number;
    message: string;
  };
export type AuthEmailVerificationApiArg = void;
export type UserGetUserApiResponse = /** status 200 The current user. */ {
  data: User;
  count: number;
  message: string;
};
export type UserGetUserApiArg = void;
export type UserGetUserProfileApiResponse = /** status 200 The public profile. */ {
  data: UserProfile;
  count: number;
  message: string;
};
export type UserGetUserProfileApiArg = {
  /** The user name (case-insensitive, Turkish casing). */
  userName?: string;
  userId?: Id;
};
export type UserUpdateUserApiResponse = /** status 200 The updated user. */ {
  data: User;
  count: number;
  message: string;
};
export type UserUpdateUserApiArg = {
  updateUserRequest: UpdateUserRequest;
};
export type UserUploadPictureApiResponse = /** status 200 The updated user. */ {
  data: User;
  count: number;
  message: string;
};
export type UserUploadPictureApiArg = {
  uploadPictureRequest: UploadPictureRequest;
};
export type UserUpdateCultureInfoApiResponse = /** status 200 The updated user. */ {
  data: User;
  count: number;
  message: string;
};
export type UserUpdateCultureInfoApiArg = {
  updateCultureInfoRequest: UpdateCultureInfoRequest;
};
export type FriendFriendCountApiResponse = /** status 200 The counts. */ {
  data: FriendCount;
  count: number;
  message: string;
};
export type FriendFriendCountApiArg = {
  friendCountRequest: FriendCountRequest;
};
export type FriendAddFriendApiResponse =
  /** status 200 The friendship status after the call (`requested` or `friends`). */ {
    data: FriendStatus;
    count: number;
    message: string;
  };
export type FriendAddFriendApiArg = {
  /** The other user. */
  userId: Id;
};
export type FriendIsFriendApiResponse = /** status 200 The status. */ {
  data: FriendStatus;
  count: number;
  message: string;
};
export type FriendIsFriendApiArg = {
  /** The other user. */
  userId: Id;
};
export type FriendGetFriendRequestsApiResponse = /** status 200 Pending requests, newest first. */ {
  data: FriendRequests;
  count: number;
  message: string;
};
export type FriendGetFriendRequestsApiArg = void;
export type FriendAcceptFriendApiResponse =
  /** status 200 The status after the call (`friends`). */ {
    data: FriendStatus;
    count: number;
    message: string;
  };
export type FriendAcceptFriendApiArg = {
  /** The other user. */
  userId: Id;
};
export type FriendDeclineFriendApiResponse = /** status 200 The status after the call (`none`). */ {
  data: FriendStatus;
  count: number;
  message: string;
};
export type FriendDeclineFriendApiArg = {
  /** The other user. */
  userId: Id;
};
export type FriendRemoveFriendApiResponse = /** status 200 The status after the call (`none`). */ {
  data: FriendStatus;
  count: number;
  message: string;
};
export type FriendRemoveFriendApiArg = {
  /** The other user. */
  userId: Id;
};
export type FriendGetFriendsApiResponse = /** status 200 The friends. */ {
  data: UserSummary[];
  count: number;
  message: string;
};
export type FriendGetFriendsApiArg = void;
export type FollowGetFollowCountApiResponse = /** status 200 The counts. */ {
  data: FollowCount;
  count: number;
  message: string;
};
export type FollowGetFollowCountApiArg = {
  /** The user; the caller when absent. */
  userId?: Id;
};
export type FollowFollowApiResponse = /** status 200 The follow status after the call. */ {
  data: FollowStatus;
  count: number;
  message: string;
};
export type FollowFollowApiArg = {
  /** The other user. */
  userId: Id;
};
export type FollowUnFollowApiResponse = /** status 200 The follow status after the call. */ {
  data: FollowStatus;
  count: number;
  message: string;
};
export type FollowUnFollowApiArg = {
  /** The other user. */
  userId: Id;
};
export type FollowFollowStatusApiResponse = /** status 200 The status. */ {
  data: FollowStatus;
  count: number;
  message: string;
};
export type FollowFollowStatusApiArg = {
  /** The other user. */
  userId: Id;
};
export type UserNotificationDeviceGetNotifTokenApiResponse =
  /** status 200 The registered device (the token itself is not echoed). */ {
    data: NotificationDevice;
    count: number;
    message: string;
  };
export type UserNotificationDeviceGetNotifTokenApiArg = {
  notificationDeviceRequest: NotificationDeviceRequest;
};
export type NotificationGetListApiResponse =
  /** status 200 One page of notifications and the unread count. */ {
    data: NotificationPage;
    count: number;
    message: string;
  };
export type NotificationGetListApiArg = {
  notificationListRequest: NotificationListRequest;
};
export type NotificationMarkReadApiResponse =
  /** status 200 The caller's unread count after the change. */ {
    data: NotificationUnread;
    count: number;
    message: string;
  };
export type NotificationMarkReadApiArg = {
  notificationMarkReadRequest: NotificationMarkReadRequest;
};
export type CaptchaGetChallengeApiResponse = /** status 200 The captcha to show. */ {
  data: CaptchaChallenge;
  count: number;
  message: string;
};
export type CaptchaGetChallengeApiArg = void;
export type SystemGetInfoApiResponse = /** status 200 The server's identity. */ {
  data: SystemInfo;
  count: number;
  message: string;
};
export type SystemGetInfoApiArg = void;
export type SupportLogUploadApiResponse =
  /** status 200 The stored log's id (to quote to support). */ {
    data: SupportLogReceipt;
    count: number;
    message: string;
  };
export type SupportLogUploadApiArg = {
  /** What the user was doing. */
  note?: string;
  body: Blob;
};
export type SupportLogGetListApiResponse =
  /** status 200 One page of logs, without their content; TotalCount counts all matching. */ {
    data: SupportLogSummary[];
    count: number;
    message: string;
  };
export type SupportLogGetListApiArg = {
  supportLogListRequest: SupportLogListRequest;
};
export type SupportLogGetByIdApiResponse = /** status 200 The log. */ {
  data: SupportLog;
  count: number;
  message: string;
};
export type SupportLogGetByIdApiArg = {
  id: Id;
};
export type AdminGetUsersApiResponse =
  /** status 200 One page of users; TotalCount counts all matching. */ {
    data: AdminUser[];
    count: number;
    message: string;
  };
export type AdminGetUsersApiArg = {
  adminUserListRequest: AdminUserListRequest;
};
export type AdminUpdateUserRoleApiResponse = /** status 200 The updated user. */ {
  data: AdminUser;
  count: number;
  message: string;
};
export type AdminUpdateUserRoleApiArg = {
  updateUserRoleRequest: UpdateUserRoleRequest;
};
export type AdminSetUserDisabledApiResponse = /** status 200 The user after the change. */ {
  data: AdminUser;
  count: number;
  message: string;
};
export type AdminSetUserDisabledApiArg = {
  setUserDisabledRequest: SetUserDisabledRequest;
};
export type AdminSignOutUserEverywhereApiResponse = /** status 200 The user. */ {
  data: AdminUser;
  count: number;
  message: string;
};
export type AdminSignOutUserEverywhereApiArg = {
  adminUserRequest: AdminUserRequest;
};
export type AdminGetAuditLogApiResponse =
  /** status 200 One page of entries; TotalCount counts all matching. */ {
    data: AuditEntry[];
    count: number;
    message: string;
  };
export type AdminGetAuditLogApiArg = {
  auditListRequest: AuditListRequest;
};
export type DateTime = string;
export type SessionToken = {
  /** The JWT, sent as `Authorization: Bearer <Token>`. */
  Token: string;
  ExpiresDate: DateTime;
};
export type CaptchaResponse = string;
export type LoginRequest = {
  UserNameOrEmail: string;
  /** Not length-checked beyond the maximum, so older passwords still work. */
  Password: string;
  CaptchaResponse?: CaptchaResponse;
};
export type UserName = string;
export type Email = string;
export type NewPassword = string;
export type Id = number;
export type LanguageCode = 'tr-TR' | 'en-US';
export type RegisterRequest = {
  UserName: UserName;
  Email: Email;
  Password: NewPassword;
  FavoriteTeamId: Id;
  /** Consent to the user agreement (/kullanici-sozlesmesi); must be true. */
  AcceptAgreement: true;
  LanguageCode?: LanguageCode;
  CaptchaResponse?: CaptchaResponse;
};
export type Done = {
  Done: true;
};
export type ForgotPasswordRequest = {
  Email: Email;
  CaptchaResponse?: CaptchaResponse;
};
export type ForgotPasswordConfirmRequest = {
  /** The token from the e-mailed link. */
  Token: string;
  NewPassword: NewPassword;
};
export type ContactEmailRequest = {
  Name: string;
  Email: Email;
  Subject: string;
  Message: string;
  CaptchaResponse?: CaptchaResponse;
};
export type RoleId = 1 | 2;
export type User = {
  Id: Id;
  UserName: string;
  Email: string;
  RoleId: RoleId;
  /** The profile picture: an https URL on an image host, one of the app's own (`/avatars/<id>.svg`) or an uploaded one (`/pictures/<id>-256.webp`, its small size ending `-64.webp`); null: none. */
  ImageUrl: string | null;
  /** The favourite club (Taraftar Ligi); null only for accounts made without one. */
  FavoriteTeamId: number | null;
  LanguageCode: LanguageCode;
  EmailVerified: boolean;
  CreatedAt: DateTime;
};
export type UserSummary = {
  Id: Id;
  UserName: string;
  ImageUrl?: string | null;
  FavoriteTeamId?: number | null;
};
export type UserProfile = UserSummary & {
  ImageUrl: string | null;
  FavoriteTeamId: number | null;
  CreatedAt: DateTime;
  FriendCount: number;
  FollowerCount: number;
  FollowingCount: number;
};
export type ImageUrl = string | null;
export type AvatarId =
  | 'ball'
  | 'shirt-stripes'
  | 'shirt-halves'
  | 'shirt-sash'
  | 'gloves'
  | 'boots'
  | 'whistle'
  | 'trophy'
  | 'star'
  | 'goal'
  | 'crescent'
  | 'tulip';
export type UpdateUserRequest = {
  ImageUrl?: ImageUrl;
  /** Chooses one of the app's own pictures (`ImageUrl` becomes `/avatars/<id>.svg`); not with `ImageUrl`. */
  Avatar?: AvatarId;
  FavoriteTeamId?: Id;
  CurrentPassword?: string;
  NewPassword?: NewPassword;
};
export type UploadPictureRequest = {
  /** The image file (JPEG, PNG or WebP), base64-encoded; at most 5,000,000 bytes decoded (failure 2033 above; a body longer than this length: HTTP 413). */
  Data: string;
};
export type UpdateCultureInfoRequest = {
  LanguageCode: LanguageCode;
};
export type FriendCount = {
  UserId: Id;
  FriendCount: number;
  /** Present for the caller only. */
  IncomingRequestCount?: number;
  /** Present for the caller only. */
  OutgoingRequestCount?: number;
};
export type FriendCountRequest = {
  UserId?: Id;
};
export type FriendStatus = {
  UserId: Id;
  Status: 'none' | 'requested' | 'incoming' | 'friends';
};
export type FriendRequest = {
  User: UserSummary;
  RequestedAt: DateTime;
};
export type FriendRequests = {
  Incoming: FriendRequest[];
  Outgoing: FriendRequest[];
};
export type FollowCount = {
  UserId: Id;
  FollowerCount: number;
  FollowingCount: number;
};
export type FollowStatus = {
  UserId: Id;
  /** The caller follows the user. */
  IsFollowing: boolean;
  /** The user follows the caller. */
  IsFollowedBy: boolean;
};
export type NotificationDevice = {
  Id: Id;
  DeviceName: string;
  RegisteredAt: DateTime;
};
export type NotificationDeviceRequest = {
  UserId: Id;
  /** The push token from the browser or app. */
  DeviceId: string;
  /** 'web' from the web client. */
  DeviceName: string;
};
export type NotificationKind =
  | 'deadline24h'
  | 'deadline1h'
  | 'roundScored'
  | 'friendRequest'
  | 'leagueInvite'
  | 'prizePaid'
  | 'orderPaid';
export type Notification = {
  Id: Id;
  Kind: NotificationKind;
  Title: string;
  Text: string;
  /** The client route it opens, e.g. "/lig/pro-ligi". */
  Link: string;
  CreatedAt: DateTime;
  IsRead: boolean;
};
export type NotificationPage = {
  Notifications: Notification[];
  UnreadCount: number;
};
export type SortItem = {
  /** A field of the listed rows. */
  ColumnName: string;
  ColumnOrder: 'asc' | 'desc';
};
export type SortingPaging = {
  SortItem?: SortItem;
  /** Zero-based page. */
  PageNumber?: number;
  /** Page size. */
  NumberRecords?: number;
};
export type NotificationListRequest = {
  SortingPaging?: SortingPaging;
};
export type NotificationUnread = {
  UnreadCount: number;
};
export type NotificationMarkReadRequest = {
  Id?: Id;
};
export type CaptchaChallenge = {
  Provider: 'hcaptcha' | 'local';
  /** hCaptcha only. */
  SiteKey?: string;
  /** Local only; opaque and signed. */
  ChallengeId?: string;
  /** Local only; in the caller's language, e.g. "7 + 5 = ?". */
  Question?: string;
  /** Local only. */
  ExpiresAt?: DateTime;
};
export type SystemInfo = {
  /** The server's package version. */
  Version: string;
  /** Embedded PGlite or a PostgreSQL server. */
  Database: 'pglite' | 'postgres';
  /** The last applied migration. */
  SchemaVersion: number;
  /** The server's clock (the game clock may differ). */
  ServerTime: string;
};
export type SupportLogReceipt = {
  Id: Id;
};
export type SupportLogSummary = {
  Id: Id;
  UserId: Id;
  UserName: string;
  Note: string | null;
  /** The log's JSON text in bytes (unpacked). */
  SizeBytes: number;
  /** The app version that recorded the log (its `x-replay` header); null for a log stored without one. */
  AppVersion: string | null;
  CreatedAt: DateTime;
};
export type CompetitionCode = string;
export type SportsCode = 'FTBL';
export type PagedRequest = {
  SortingPaging?: SortingPaging;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type SupportLogListRequest = PagedRequest & {
  UserId?: Id;
};
export type SupportLog = SupportLogSummary & {
  /** The uploaded action log. */
  Log: object;
};
export type AdminUser = {
  Id: Id;
  UserName: string;
  Email: string;
  RoleId: RoleId;
  EmailVerified: boolean;
  CreatedAt: DateTime;
  LastLoginAt: string | null;
  /** When an admin disabled the account; null while enabled. */
  DisabledAt: string | null;
};
export type AdminUserListRequest = PagedRequest & {
  /** Part of a user name or e-mail. */
  Search?: string;
  RoleId?: RoleId;
  /** Only disabled (true) or only enabled (false) accounts. */
  Disabled?: boolean;
};
export type UpdateUserRoleRequest = {
  UserId: Id;
  RoleId: RoleId;
};
export type SetUserDisabledRequest = {
  UserId: Id;
  Disabled: boolean;
  /** Kept in the audit log. */
  Reason?: string;
};
export type AdminUserRequest = {
  UserId: Id;
};
export type AuditEntry = {
  Id: Id;
  At: DateTime;
  Admin: {
    Id: Id;
    UserName: string;
  };
  /** The operationId. */
  Operation: string;
  /** What it acted on: user, round, match, player, coupon, product, import, specialLeague, clock, supportLog, season, audit. */
  TargetType: string | null;
  TargetId: string | null;
  /** The target before the action (JSON) */
  Before: unknown;
  /** The target after the action (JSON) */
  After: unknown;
};
export type AuditListRequest = PagedRequest & {
  AdminUserId?: Id;
  /** An operationId */
  Operation?: string;
  TargetType?: string;
  TargetId?: string;
  From?: DateTime;
  To?: DateTime;
};
export const {
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useAuthForgotPasswordMutation,
  useAuthForgotPasswordConfirmMutation,
  useAuthSignOutEverywhereMutation,
  useAuthContactEmailMutation,
  useAuthEmailVerificationConfirmQuery,
  useLazyAuthEmailVerificationConfirmQuery,
  useAuthEmailVerificationQuery,
  useLazyAuthEmailVerificationQuery,
  useUserGetUserQuery,
  useLazyUserGetUserQuery,
  useUserGetUserProfileQuery,
  useLazyUserGetUserProfileQuery,
  useUserUpdateUserMutation,
  useUserUploadPictureMutation,
  useUserUpdateCultureInfoMutation,
  useFriendFriendCountQuery,
  useLazyFriendFriendCountQuery,
  useFriendAddFriendMutation,
  useFriendIsFriendQuery,
  useLazyFriendIsFriendQuery,
  useFriendGetFriendRequestsQuery,
  useLazyFriendGetFriendRequestsQuery,
  useFriendAcceptFriendMutation,
  useFriendDeclineFriendMutation,
  useFriendRemoveFriendMutation,
  useFriendGetFriendsQuery,
  useLazyFriendGetFriendsQuery,
  useFollowGetFollowCountQuery,
  useLazyFollowGetFollowCountQuery,
  useFollowFollowMutation,
  useFollowUnFollowMutation,
  useFollowFollowStatusQuery,
  useLazyFollowFollowStatusQuery,
  useUserNotificationDeviceGetNotifTokenMutation,
  useNotificationGetListQuery,
  useLazyNotificationGetListQuery,
  useNotificationMarkReadMutation,
  useCaptchaGetChallengeQuery,
  useLazyCaptchaGetChallengeQuery,
  useSystemGetInfoQuery,
  useLazySystemGetInfoQuery,
  useSupportLogUploadMutation,
  useSupportLogGetListQuery,
  useLazySupportLogGetListQuery,
  useSupportLogGetByIdQuery,
  useLazySupportLogGetByIdQuery,
  useAdminGetUsersQuery,
  useLazyAdminGetUsersQuery,
  useAdminUpdateUserRoleMutation,
  useAdminSetUserDisabledMutation,
  useAdminSignOutUserEverywhereMutation,
  useAdminGetAuditLogQuery,
  useLazyAdminGetAuditLogQuery,
} = injectedRtkApi;
