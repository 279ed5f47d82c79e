import type { UserRow } from '../../repositories/user-repository';

/** The user as the API shows it: never the password hash or internal fields. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    created_at: user.createdAt.toISOString(),
  };
}
