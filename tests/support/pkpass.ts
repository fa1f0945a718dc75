/**
 * Reads a .pkpass back for the tests (docs/wallet.md#passes): its files (a zip; entries stored or
 * deflated), and checks its signature structure: manifest.json holds the SHA-1 of every other file,
 * and `signature` is a detached PKCS#7 SignedData over manifest.json whose signer certificate is the
 * one given, with the SHA-1 of the manifest among its signed attributes, verified with its public key.
 */
import { createHash, verify, X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';

/** The files of a zip, by name. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

export function sha1(data: Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

const MESSAGE_DIGEST_OID = '1.2.840.113549.1.9.4';

function children(node: forge.asn1.Asn1): forge.asn1.Asn1[] {
  if (typeof node.value === 'string') throw new Error('expected a constructed ASN.1 value');
  return node.value;
}

function bytes(node: forge.asn1.Asn1): string {
  if (typeof node.value !== 'string') throw new Error('expected a primitive ASN.1 value');
  return node.value;
}

export interface SignatureCheck {
  /** Files manifest.json lists, each with a hash that matches. */
  manifestFiles: string[];
  /** Subjects' common names of the certificates the signature carries. */
  certificateNames: string[];
  /** The signed message digest equals SHA-1 of manifest.json. */
  digestMatches: boolean;
  /** The signer's signature over the signed attributes verifies with `signerPem`'s key. */
  signatureVerifies: boolean;
  /** The SignedData carries no content (detached). */
  detached: boolean;
}

/** Reads the pass's manifest and signature; throws when a listed hash is wrong or a file is not listed. */
export function checkPassSignature(files: Map<string, Buffer>, signerPem: string): SignatureCheck {
  const manifestFile = files.get('manifest.json');
  const signatureFile = files.get('signature');
  if (!manifestFile || !signatureFile) throw new Error('manifest.json or signature missing');
  const manifest = JSON.parse(manifestFile.toString('utf8')) as Record<string, string>;
  for (const [name, data] of files) {
    if (name === 'manifest.json' || name === 'signature') continue;
    if (manifest[name] !== sha1(data))
      throw new Error(`manifest.json: ${name} has ${manifest[name]}, the file hashes to ${sha1(data)}`);
  }
  for (const name of Object.keys(manifest))
    if (!files.has(name)) throw new Error(`manifest.json lists ${name}, which the pass lacks`);

  const root = forge.asn1.fromDer(signatureFile.toString('binary'));
  const [, explicit] = children(root);
  if (!explicit) throw new Error('no SignedData');
  const [signedData] = children(explicit);
  if (!signedData) throw new Error('no SignedData');
  const parts = children(signedData);
  const contentInfo = parts[2];
  const certificates = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const signerInfos = parts[parts.length - 1];
  if (!contentInfo || !certificates || !signerInfos) throw new Error('SignedData is incomplete');
  const certificateNames = children(certificates).map(
    (c) => forge.pki.certificateFromAsn1(c).subject.getField('CN')?.value ?? '',
  );
  const [signerInfo] = children(signerInfos);
  if (!signerInfo) throw new Error('no signer');
  const info = children(signerInfo);
  const attributes = info.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const encryptedDigest = info[info.length - 1];
  if (!attributes || !encryptedDigest) throw new Error('signer without signed attributes');
  let digest = '';
  for (const attribute of children(attributes)) {
    const [oid, values] = children(attribute);
    if (oid && values && forge.asn1.derToOid(bytes(oid)) === MESSAGE_DIGEST_OID) {
      const [value] = children(values);
      if (value) digest = Buffer.from(bytes(value), 'binary').toString('hex');
    }
  }
  // The signature covers the DER of the signed attributes as a SET (RFC 5652, 5.4).
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    children(attributes),
  );
  const signed = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  const signatureVerifies = verify(
    'sha1',
    signed,
    new X509Certificate(signerPem).publicKey,
    Buffer.from(bytes(encryptedDigest), 'binary'),
  );
  return {
    manifestFiles: Object.keys(manifest).sort(),
    certificateNames,
    digestMatches: digest === sha1(manifestFile),
    signatureVerifies,
    detached: children(contentInfo).length === 1,
  };
}

/** PEM of the pass type id certificate the signature carries (the signer; its CN starts 'Pass Type ID'). */
export function signerCertificatePem(files: Map<string, Buffer>): string {
  const signatureFile = files.get('signature');
  if (!signatureFile) throw new Error('signature missing');
  const [, explicit] = children(forge.asn1.fromDer(signatureFile.toString('binary')));
  const [signedData] = explicit ? children(explicit) : [];
  const certificates = signedData
    ? children(signedData).find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)
    : undefined;
  const signer = (certificates ? children(certificates) : [])
    .map((c) => forge.pki.certificateFromAsn1(c))
    .find((c) => c.subject.getField('CN')?.value.startsWith('Pass Type ID'));
  if (!signer) throw new Error('no pass type id certificate in the signature');
  return forge.pki.certificateToPem(signer);
}
