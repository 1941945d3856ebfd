import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id; the enum in the package's typings is a const enum, so its value is spelled out. */
const ARGON2ID = 2 as Options['algorithm'];

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * Password hashing with argon2id (memory-hard). The encoded hash carries its own salt and cost,
 * so a later change of cost still verifies old hashes, and needsRehash() tells the login to
 * upgrade them.
 */
export class PasswordHasher {
  /** A real hash of a random password, checked when there is no account, so timing does not tell. */
  private dummy: Promise<string> | null = null;

  constructor(private readonly cost: PasswordCost) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.cost, algorithm: ARGON2ID });
  }

  /** False for a wrong password and for a malformed stored hash (never throws on input). */
  async verify(stored: string | null, password: string): Promise<boolean> {
    if (!stored) {
      // Same work as a real check, then no.
      this.dummy ??= this.hash(`dummy-${Math.random()}`);
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** True when a stored hash was made with other settings than the current ones. */
  needsRehash(stored: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    if (!match) return true;
    return (
      Number(match[1]) !== this.cost.memoryCost ||
      Number(match[2]) !== this.cost.timeCost ||
      Number(match[3]) !== this.cost.parallelism
    );
  }
}
