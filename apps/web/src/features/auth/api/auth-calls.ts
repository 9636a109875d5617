import type { AuthResponse, LoginRequest, SignupRequest } from '@boxbook/domain';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) => api<AuthResponse>('/api/auth/login', { body });
export const signup = (body: SignupRequest) => api<AuthResponse>('/api/auth/signup', { body });
export const refreshToken = (refresh: string) =>
  api<AuthResponse>('/api/auth/refresh-token', { body: { refreshToken: refresh } });
export const forgotPassword = (cin: string) =>
  api<Record<string, never>>('/api/auth/forgot-password', { body: { cin } });
export const resetPassword = (token: string, body: { cin: string; password: string }) =>
  api<void>(`/api/auth/reset-password/${encodeURIComponent(token)}`, { body });
