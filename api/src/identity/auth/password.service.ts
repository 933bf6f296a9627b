import { Injectable } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nlBe from '@zxcvbn-ts/language-nl-be';
import argon2 from 'argon2';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
// Score 3 of 4: "safely unguessable" against an online attack; the dictionaries include the most
// common leaked passwords and the words of French, Dutch (Belgium, a home market) and English, which is
// the offline part of a breach check.
const MIN_SCORE = 3;

export type PasswordVerdict = 'ok' | 'too_short' | 'too_long' | 'too_weak';

@Injectable()
export class PasswordService {
  private readonly strength = new ZxcvbnFactory({
    // Each language names its lists apart (commonWords-fr, commonWords…): merged, none replaces another.
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...nlBe.dictionary },
    graphs: common.adjacencyGraphs,
  });

  judge(password: string, context: string[] = []): PasswordVerdict {
    if (password.length < MIN_PASSWORD_LENGTH) return 'too_short';
    if (password.length > MAX_PASSWORD_LENGTH) return 'too_long';
    return this.strength.check(password, context).score >= MIN_SCORE ? 'ok' : 'too_weak';
  }

  hash(password: string): Promise<string> {
    // OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
