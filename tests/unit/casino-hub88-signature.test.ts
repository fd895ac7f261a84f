/**
 * Hub88's signature scheme against Hub88's own published vectors (tests/fixtures/hub88/, from
 * github.com/coingaming/Hub88-Examples): our verifier (src/server/casino/hub88-signature.ts)
 * accepts every published signature with Hub88's demo public key and refuses it for other data,
 * another key, or a malformed header; our signer (the provider side our game server uses)
 * reproduces each published signature byte for byte (RSA-SHA256 PKCS#1 v1.5 is deterministic).
 * And Hub88's amounts (1/100,000 of a unit) to our minor units and back (src/domain/casino/hub88-amounts.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import { hub88Sign, hub88SignatureValid, rsaPublicKeyPem } from '../../src/server/casino/hub88-signature.ts';
import { newKeyPair, newRsaKeyPair } from '../../src/server/casino/keys.ts';
import { currencyExponent, hub88ToMinor, minorToHub88 } from '../../src/domain/casino/hub88-amounts.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/hub88/${name}`, import.meta.url), 'utf8');
const publicPem = fixture('demo-public.pem');
const privatePem = fixture('demo-private.pem');
const vectors = fixture('signatures.csv').trim().split('\n').slice(1).map((line) => {
  const at = line.lastIndexOf(';');
  return { data: line.slice(0, at), signature: line.slice(at + 1) };
});

describe("Hub88's published signature vectors", () => {
  const key = createPublicKey(publicPem);

  it('has the five published rows', () => {
    expect(vectors.map((v) => v.data)).toContain('{"test":"test"}');
    expect(vectors).toHaveLength(5);
  });

  it('verifies every published signature over its exact bytes', () => {
    for (const v of vectors) expect(hub88SignatureValid(key, Buffer.from(v.data), v.signature), v.data).toBe(true);
  });

  it('refuses a published signature for other data, another key, and malformed headers', () => {
    const other = createPublicKey(newRsaKeyPair().publicKey);
    for (const v of vectors) {
      expect(hub88SignatureValid(key, Buffer.from(`${v.data} `), v.signature)).toBe(false);
      expect(hub88SignatureValid(other, Buffer.from(v.data), v.signature)).toBe(false);
    }
    const { data, signature } = vectors[0]!;
    for (const bad of [null, '', 'not base64!', signature.slice(0, -8), `${signature}${'A'.repeat(700)}`]) {
      expect(hub88SignatureValid(key, Buffer.from(data), bad)).toBe(false);
    }
  });

  it('signs exactly as Hub88 does (same bytes as the published signatures)', () => {
    for (const v of vectors) expect(hub88Sign(privatePem, v.data)).toBe(v.signature);
  });

  it('accepts RSA public keys of 2048 bits or more as provider keys, nothing else', () => {
    expect(rsaPublicKeyPem(publicPem)).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(rsaPublicKeyPem(newKeyPair().publicKey)).toBeNull();
    expect(rsaPublicKeyPem('-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----')).toBeNull();
    expect(rsaPublicKeyPem(privatePem)).toMatch(/^-----BEGIN PUBLIC KEY-----/); // the public half of a private key, never the private key
    expect(rsaPublicKeyPem(privatePem)).not.toContain('PRIVATE');
  });
});

describe('Hub88 amounts ↔ minor units', () => {
  it("converts Hub88's own example ($3.56 = 356000) and each platform exponent exactly", () => {
    expect(hub88ToMinor(356_000, 2)).toBe(356);
    expect(minorToHub88(356, 2)).toBe(356_000);
    expect(hub88ToMinor(100_000, currencyExponent('JPY')!)).toBe(1);
    expect(hub88ToMinor(100, currencyExponent('KWD')!)).toBe(1);
    expect(minorToHub88(1, 3)).toBe(100);
    expect(minorToHub88(7, 0)).toBe(700_000);
  });

  it('refuses amounts below the minor unit, negative, fractional or unsafe — never rounds', () => {
    expect(hub88ToMinor(356_001, 2)).toBeNull();
    expect(hub88ToMinor(150_000, 0)).toBeNull();
    expect(hub88ToMinor(99, 3)).toBeNull();
    expect(hub88ToMinor(-1_000, 2)).toBeNull();
    expect(hub88ToMinor(1_000.5, 2)).toBeNull();
    expect(hub88ToMinor(2 ** 53, 2)).toBeNull();
  });

  it('round-trips minor amounts up to the platform balance limit (10^9 major units) of each exponent', () => {
    for (const exponent of [0, 2, 3, 4]) {
      for (const minor of [0, 1, 99, 12_345, 10 ** 9 + 7, 10 ** (9 + exponent)]) expect(hub88ToMinor(minorToHub88(minor, exponent), exponent)).toBe(minor);
    }
    expect(() => minorToHub88(2 ** 52, 0)).toThrow(RangeError);
    expect(currencyExponent('XXX')).toBeNull();
  });
});
