import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey for API tests (the browser tests use Chromium's virtual
 * authenticator): an ES256 key whose public half is stored as the server stores a
 * registered one (COSE, base64url), and which answers an authentication ceremony's
 * options as a platform authenticator does (user present and verified, counter rising).
 */
export function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16).toString('base64url');
  let counter = 0;
  return {
    credentialId,
    /** The row's publicKey column. */
    publicKey: Buffer.from(cose).toString('base64url'),
    /** The answer to `options` (challenge, rpId) for a page at `origin`. */
    answer(options: { challenge: string; rpId?: string }, origin: string) {
      counter += 1;
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
      );
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([sha(options.rpId ?? new URL(origin).hostname), Buffer.from([0x05]), count]);
      const signature = sign('sha256', Buffer.concat([authData, sha(clientData)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          authenticatorData: authData.toString('base64url'),
          clientDataJSON: clientData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      };
    },
  };
}
