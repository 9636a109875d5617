import type { AuthResponse, LoginRequest, SignupRequest } from '@boxbook/domain';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) => api<AuthResponse>('/api/auth/login', { body, anonymous: true });
export const signup = (body: SignupRequest) =>
  api<AuthResponse>('/api/auth/signup', { body, anonymous: true });
export const refreshToken = (refresh: string) =>
  api<AuthResponse>('/api/auth/refresh-token', { body: { refreshToken: refresh }, anonymous: true });
export const forgotPassword = (cin: string) =>
  api<Record<string, never>>('/api/auth/forgot-password', { body: { cin }, anonymous: true });
export const resetPassword = (token: string, body: { cin: string; password: string }) =>
  api<void>(`/api/auth/reset-password/${encodeURIComponent(token)}`, { body, anonymous: true });
