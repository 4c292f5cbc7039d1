import { createHmac } from 'node:crypto';

/**
 * The code an authenticator app shows (RFC 6238: SHA-1, 6 digits, 30 s), for the demo staff whose
 * DEVELOPMENT ONLY secrets are in @app/contracts/demo. Written apart from the API's implementation on
 * purpose: the journeys check the API against an independent one.
 */
function codeAt(secretBase32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const lastStep = new Map<string, number>();

/**
 * A code not used yet for this account. The API refuses a code of a step it already accepted, so a second
 * sign-in within 30 seconds uses the next step's code (it accepts ±1 step) and a third one waits.
 */
export async function nextTotpCode(email: string, secret: string): Promise<string> {
  const now = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(now(), (lastStep.get(email) ?? -1) + 1);
  if (step > now() + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 200));
  lastStep.set(email, step);
  return codeAt(secret, step);
}
