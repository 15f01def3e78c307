export const USER_TYPES = ['User', 'Vendor', 'Contractor', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Stored statuses; anything else reads as pending approval (spec point 3). */
export const USER_STATUSES = ['Active', 'Approve', 'Deactive', 'Pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const isActiveStatus = (status: string) => status === 'Active' || status === 'Approve';

/** The user-type cookie holds the lowercase role (spec point 6). */
export const userTypeCookieValue = (type: UserType) => type.toLowerCase();

export const isAdmin = (type: string | null | undefined) => type === 'Admin';
export const isUser = (type: string | null | undefined) => type === 'User';
export const isAdminOrUser = (type: string | null | undefined) => isAdmin(type) || isUser(type);
