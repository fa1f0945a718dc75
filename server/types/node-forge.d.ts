/**
 * The part of node-forge (installed with passkit-generator, which signs passes with it) the wallet
 * passes use: RSA keys and X.509 certificates for the demo and test pass certificates, ASN.1 to read
 * a pass's PKCS#7 signature back in tests. node-forge ships no types of its own.
 */
declare module 'node-forge' {
  namespace forge {
    type Bytes = string;
    namespace pki {
      interface PublicKey {
        readonly n: unknown;
      }
      interface PrivateKey {
        readonly d: unknown;
      }
      interface KeyPair {
        publicKey: PublicKey;
        privateKey: PrivateKey;
      }
      interface CertificateField {
        name?: string;
        shortName?: string;
        type?: string;
        value: string;
      }
      interface Certificate {
        serialNumber: string;
        publicKey: PublicKey;
        validity: { notBefore: Date; notAfter: Date };
        subject: { attributes: CertificateField[]; getField(name: string): CertificateField | null };
        issuer: { attributes: CertificateField[] };
        setSubject(attrs: CertificateField[]): void;
        setIssuer(attrs: CertificateField[]): void;
        setExtensions(exts: Record<string, unknown>[]): void;
        sign(key: PrivateKey, md?: md.MessageDigest): void;
        verify(child: Certificate): boolean;
      }
      namespace rsa {
        function generateKeyPair(options: { bits: number; e?: number }): KeyPair;
      }
      function createCertificate(): Certificate;
      function certificateToPem(cert: Certificate): string;
      function certificateFromPem(pem: string): Certificate;
      function privateKeyToPem(key: PrivateKey): string;
      function privateKeyFromPem(pem: string): PrivateKey;
      function publicKeyFromPem(pem: string): PublicKey;
      function certificateFromAsn1(obj: asn1.Asn1): Certificate;
    }
    namespace md {
      interface MessageDigest {
        update(bytes: string, encoding?: 'raw' | 'utf8'): MessageDigest;
        digest(): util.ByteStringBuffer;
      }
      namespace sha256 {
        function create(): MessageDigest;
      }
    }
    namespace util {
      interface ByteStringBuffer {
        bytes(): Bytes;
        getBytes(): Bytes;
        toHex(): string;
      }
      function createBuffer(bytes?: Bytes): ByteStringBuffer;
    }
    namespace asn1 {
      interface Asn1 {
        tagClass: number;
        type: number;
        constructed: boolean;
        value: Asn1[] | Bytes;
      }
      const Class: { UNIVERSAL: number; CONTEXT_SPECIFIC: number };
      const Type: { SET: number; SEQUENCE: number; OID: number; OCTETSTRING: number };
      function fromDer(bytes: Bytes | util.ByteStringBuffer): Asn1;
      function toDer(obj: Asn1): util.ByteStringBuffer;
      function create(tagClass: number, type: number, constructed: boolean, value: Asn1[] | Bytes): Asn1;
      function derToOid(bytes: Bytes): string;
    }
  }
  export default forge;
}
