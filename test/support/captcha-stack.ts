import { fakeSiteVerify } from './siteverify-peer';
import { startStack, type Stack } from './stack';

export type CaptchaStack = Stack & { verify: Awaited<ReturnType<typeof fakeSiteVerify>> };

/** A stack whose api checks reCAPTCHA tokens against a fake siteverify of its own; stop() closes both. */
export async function startCaptchaStack(): Promise<CaptchaStack> {
  const verify = await fakeSiteVerify();
  try {
    const stack = await startStack({
      workers: 0,
      env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_VERIFY_URL: verify.url },
    });
    return {
      ...stack,
      verify,
      stop: async () => {
        await stack.stop();
        verify.close();
      },
    };
  } catch (error) {
    verify.close();
    throw error;
  }
}
