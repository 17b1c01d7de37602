/**
 * A local certificate authority and a certificate for `localhost` signed by
 * it, made with Node's crypto alone (no openssl): the lake serves HTTP/2 over
 * TLS with them, and the browser trusts them once the CA is added to the
 * user's trust store (trust.ts), as mkcert does.
 *
 * X.509 v3, ECDSA P-256 with SHA-256, DER-encoded by the small ASN.1 writer
 * below. The CA may sign only server certificates for this machine (path
 * length 0); its key never leaves the user's config folder (0600).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { isIP } from 'node:net';

// ——— DER ———

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);
const octets = (content: Buffer) => tlv(0x04, content);
const bits = (content: Buffer, unused = 0) => tlv(0x03, Buffer.concat([Buffer.from([unused]), content]));
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const TRUE = tlv(0x01, Buffer.from([0xff]));

function integer(value: Buffer | number): Buffer {
  let bytes = typeof value === 'number' ? Buffer.from([value]) : value;
  while (bytes.length > 1 && bytes[0] === 0 && (bytes[1]! & 0x80) === 0) bytes = bytes.subarray(1);
  if ((bytes[0]! & 0x80) !== 0) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const out = [first * 40 + second];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

/** UTCTime up to 2049, GeneralizedTime after, as RFC 5280 requires. */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  serverAuth: '1.3.6.1.5.5.7.3.1',
};

function name(fields: { commonName: string; organization: string; organizationalUnit: string }): Buffer {
  return sequence(
    set(sequence(oid(OID.organization), utf8(fields.organization))),
    set(sequence(oid(OID.organizationalUnit), utf8(fields.organizationalUnit))),
    set(sequence(oid(OID.commonName), utf8(fields.commonName))),
  );
}

const extension = (id: string, value: Buffer, critical = false) =>
  sequence(oid(id), ...(critical ? [TRUE] : []), octets(value));

/** The subject key identifier: SHA-1 of the public key's bits (RFC 5280, method 1). */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  // The BIT STRING is the SubjectPublicKeyInfo's last element; for P-256 its 65 key bytes end the encoding.
  return createHash('sha1')
    .update(spki.subarray(spki.length - 65))
    .digest();
}

function toPem(der: Buffer, label: string): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

interface Signed {
  subject: { commonName: string; organization: string; organizationalUnit: string };
  issuer: { commonName: string; organization: string; organizationalUnit: string };
  publicKey: KeyObject;
  issuerKey: KeyObject;
  issuerPublicKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  extensions: Buffer[];
}

function certificate(spec: Signed): string {
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  const tbs = sequence(
    explicit(0, integer(2)),
    integer(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    algorithm,
    name(spec.issuer),
    sequence(time(spec.notBefore), time(spec.notAfter)),
    name(spec.subject),
    spec.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        ...spec.extensions,
        extension(OID.subjectKeyIdentifier, octets(keyIdentifier(spec.publicKey))),
        extension(OID.authorityKeyIdentifier, sequence(tlv(0x80, keyIdentifier(spec.issuerPublicKey)))),
      ),
    ),
  );
  const signature = sign('sha256', tbs, spec.issuerKey);
  return toPem(sequence(tbs, algorithm, bits(signature)), 'CERTIFICATE');
}

export interface Authority {
  /** PEM certificate and PKCS#8 private key. */
  cert: string;
  key: string;
  commonName: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** A new certificate authority named `commonName`, valid ten years. */
export function createAuthority(commonName: string, now = new Date()): Authority {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const subject = { commonName, organization: 'Vitrine local development CA', organizationalUnit: commonName };
  const cert = certificate({
    subject,
    issuer: subject,
    publicKey,
    issuerKey: privateKey,
    issuerPublicKey: publicKey,
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + 3650 * DAY),
    extensions: [
      extension(OID.basicConstraints, sequence(TRUE, integer(0)), true),
      // digitalSignature, keyCertSign, cRLSign
      extension(OID.keyUsage, bits(Buffer.from([0x86]), 1), true),
    ],
  });
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, commonName };
}

/** A server certificate for `hosts` (names and IP addresses), signed by `authority`, valid two years. */
export function createServerCertificate(
  authority: Authority,
  hosts: readonly string[],
  now = new Date(),
): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const issuerKey = createPrivateKey(authority.key);
  const alternativeNames = hosts.map((host) =>
    isIP(host) ? tlv(0x87, ipBytes(host)) : tlv(0x82, Buffer.from(host, 'ascii')),
  );
  const cert = certificate({
    subject: {
      commonName: hosts[0] ?? 'localhost',
      organization: 'Vitrine local development certificate',
      organizationalUnit: authority.commonName,
    },
    issuer: {
      commonName: authority.commonName,
      organization: 'Vitrine local development CA',
      organizationalUnit: authority.commonName,
    },
    publicKey,
    issuerKey,
    issuerPublicKey: createPublicKey(issuerKey),
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + 730 * DAY),
    extensions: [
      // digitalSignature
      extension(OID.keyUsage, bits(Buffer.from([0x80]), 7), true),
      extension(OID.extKeyUsage, sequence(oid(OID.serverAuth))),
      extension(OID.subjectAltName, sequence(...alternativeNames)),
    ],
  });
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

function ipBytes(address: string): Buffer {
  if (isIP(address) === 4) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  return Buffer.from(all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]));
}

/** Whether `cert` was signed by `authority`, covers every host, and stays valid for at least `marginDays`. */
export function certificateFits(
  cert: string,
  authority: Authority,
  hosts: readonly string[],
  marginDays = 30,
): boolean {
  try {
    const x509 = new X509Certificate(cert);
    const ca = new X509Certificate(authority.cert);
    if (!x509.verify(ca.publicKey) || !x509.checkIssued(ca)) return false;
    if (Date.parse(x509.validTo) - Date.now() < marginDays * DAY) return false;
    return hosts.every((host) => (isIP(host) ? x509.checkIP(host) : x509.checkHost(host)) !== undefined);
  } catch {
    return false;
  }
}
