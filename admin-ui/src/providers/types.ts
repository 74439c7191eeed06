export type Role = 'user' | 'admin' | 'super_admin';

/** The signed-in person, as `GET /api/auth/user` returns it. */
export interface User {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isSuperAdmin: boolean;
  isActive: boolean;
  /** Whether the owner proved the address; until then no admin role, provider sign-in or purchase joins the account. */
  isEmailVerified: boolean;
  emailVerifiedAt: string | null;
  createdAt: string;
  permissions: string[];
}

export interface FieldError {
  field: string;
  message: string;
  rule: string;
}

/** The one error shape every /api route answers with. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  errors?: FieldError[];
}
