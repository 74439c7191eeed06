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
