import { CAPTCHA_ACTIONS } from '@creneau/contracts';
import type { AuthProvider } from 'react-admin';
import { captchaToken } from '../auth/captcha';
import { fetchMe, forgetMe, postJson } from './session';

export type Permissions = 'ops' | 'agency_admin' | 'agent';

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    forgetMe();
    const captcha = await captchaToken(CAPTCHA_ACTIONS.signIn);
    await postJson('/api/auth/sign-in', {
      email: username,
      password,
      area: 'pro',
      ...(captcha ? { captchaToken: captcha } : {}),
    });
    if (!(await fetchMe(true))) throw new Error('errors.INVALID_CREDENTIALS');
  },
  async logout() {
    const me = await fetchMe();
    if (me) await postJson('/api/auth/sign-out', undefined).catch(() => undefined);
    forgetMe();
  },
  async checkAuth() {
    if (!(await fetchMe())) throw new Error('errors.UNAUTHENTICATED');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forgetMe();
      throw new Error('errors.UNAUTHENTICATED');
    }
  },
  async getIdentity() {
    const me = await fetchMe();
    if (!me) throw new Error('errors.UNAUTHENTICATED');
    const fullName = `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.email;
    return { id: me.user.id, fullName };
  },
  async getPermissions(): Promise<Permissions | undefined> {
    const me = await fetchMe();
    if (!me) return undefined;
    return me.user.authType === 'ops' ? 'ops' : (me.user.role ?? 'agent');
  },
};
