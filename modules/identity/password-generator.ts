// Isomorphic (browser and Node 20): the Accelerator form's "generate password" (spec 02 §5, §9).

const generatedPasswordLength = 12;
export const passwordAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes as Uint8Array<ArrayBuffer>);

/**
 * `length` characters drawn uniformly from letters, digits and !@#$%^&* with the platform CSPRNG
 * (`crypto.getRandomValues`, rejection sampling so no character is favoured). Drawn again until it
 * holds a letter, a digit and a special character, so it also passes the set-password rules.
 */
export function generatePassword(length = generatedPasswordLength, random: RandomSource = cryptoRandom): string {
  const n = passwordAlphabet.length;
  const limit = 256 - (256 % n);
  for (;;) {
    let out = '';
    while (out.length < length) {
      for (const b of random(new Uint8Array(length * 2))) {
        if (b < limit && out.length < length) out += passwordAlphabet[b % n];
      }
    }
    if (/[A-Za-z]/.test(out) && /\d/.test(out) && /[!@#$%^&*]/.test(out)) return out;
  }
}
