/**
 * Host notations an attacker uses to make a server fetch from itself or its private network
 * (server-side request forgery). The notations follow the bypass lists of PayloadsAllTheThings
 * ("Server Side Request Forgery": rare and encoded IPv4 forms, IPv6 embeddings of IPv4, enclosed
 * alphanumerics, cloud metadata addresses) and OWASP's SSRF Prevention Cheat Sheet (hex, octal,
 * dword, URL and mixed encodings; IPv4/IPv6 private, loopback and link-local ranges), written
 * out here for 127.0.0.0/8, 0.0.0.0/8, ::1, ::, 169.254.0.0/16, 10/8, 172.16/12, 192.168/16,
 * 100.64/10, fc00::/7 and fe80::/10, plus the IPv4-mapped forms an attacker used against the
 * calendar fetch. Names that need a DNS server (nip.io and friends) are left out: tests run
 * offline, and a resolver that maps a name to 127.0.0.1 is tested on its own.
 *
 * `host` is the URL's authority host, used as `http://${host}:${port}/…`; `means` is the address
 * it stands for (WHATWG URL parsing normalises most of them to it).
 */
export type SsrfHost = { host: string; means: string; how: string };

const loopback4: SsrfHost[] = [
  { host: '127.0.0.1', means: '127.0.0.1', how: 'plain' },
  { host: '127.0.0.1.', means: '127.0.0.1', how: 'trailing dot' },
  { host: '127.000.000.001', means: '127.0.0.1', how: 'zero-padded' },
  { host: '127.1', means: '127.0.0.1', how: 'two parts' },
  { host: '127.0.1', means: '127.0.0.1', how: 'three parts' },
  { host: '2130706433', means: '127.0.0.1', how: 'decimal dword' },
  { host: '017700000001', means: '127.0.0.1', how: 'octal dword' },
  { host: '0x7f000001', means: '127.0.0.1', how: 'hex dword' },
  { host: '0X7F000001', means: '127.0.0.1', how: 'hex dword, upper case' },
  { host: '0177.0.0.1', means: '127.0.0.1', how: 'octal first part' },
  { host: '0177.0.0.01', means: '127.0.0.1', how: 'octal parts' },
  { host: '0177.1', means: '127.0.0.1', how: 'octal, two parts' },
  { host: '0x7f.0.0.1', means: '127.0.0.1', how: 'hex first part' },
  { host: '0x7f.1', means: '127.0.0.1', how: 'hex, two parts' },
  { host: '0x7f.0x0.0x0.0x1', means: '127.0.0.1', how: 'hex parts' },
  { host: '0x7F.0X0.0.01', means: '127.0.0.1', how: 'mixed hex, octal and decimal' },
  { host: '%31%32%37.0.0.1', means: '127.0.0.1', how: 'percent-encoded digits' },
  { host: '%30x7f.1', means: '127.0.0.1', how: 'percent-encoded hex prefix' },
  { host: '127.0.0.1%2e', means: '127.0.0.1', how: 'percent-encoded trailing dot' },
  { host: '１２７.０.０.１', means: '127.0.0.1', how: 'fullwidth digits' },
  { host: '①②⑦.⓪.⓪.①', means: '127.0.0.1', how: 'enclosed alphanumerics' },
  { host: '⑫⑦。⓪。⓪。①', means: '127.0.0.1', how: 'enclosed alphanumerics, ideographic full stops' },
  { host: '127。0。0。1', means: '127.0.0.1', how: 'ideographic full stops' },
  { host: '127.127.127.127', means: '127.127.127.127', how: 'elsewhere in 127/8' },
  { host: '127.0.1.3', means: '127.0.1.3', how: 'elsewhere in 127/8' },
  { host: '127.0.0.0', means: '127.0.0.0', how: 'network address of 127/8' },
  { host: '127.255.255.254', means: '127.255.255.254', how: 'top of 127/8' },
];

const unspecified4: SsrfHost[] = [
  { host: '0.0.0.0', means: '0.0.0.0', how: 'plain' },
  { host: '0', means: '0.0.0.0', how: 'one part' },
  { host: '00', means: '0.0.0.0', how: 'octal zero' },
  { host: '0x0', means: '0.0.0.0', how: 'hex zero' },
  { host: '0.0', means: '0.0.0.0', how: 'two parts' },
  { host: '000.0.0.0', means: '0.0.0.0', how: 'zero-padded' },
  { host: '0.0.0.0.', means: '0.0.0.0', how: 'trailing dot' },
  { host: '0x00000000', means: '0.0.0.0', how: 'hex dword' },
  { host: '0.1.2.3', means: '0.1.2.3', how: 'elsewhere in 0/8' },
];

const loopback6: SsrfHost[] = [
  { host: '[::1]', means: '::1', how: 'IPv6 loopback' },
  { host: '[0:0:0:0:0:0:0:1]', means: '::1', how: 'IPv6 loopback, written out' },
  { host: '[0000::1]', means: '::1', how: 'IPv6 loopback, zero-padded' },
  { host: '[0:0::1]', means: '::1', how: 'IPv6 loopback, partly compressed' },
  { host: '[::ffff:127.0.0.1]', means: '127.0.0.1', how: 'IPv4-mapped, dotted' },
  { host: '[::ffff:7f00:1]', means: '127.0.0.1', how: 'IPv4-mapped, hex' },
  { host: '[::FFFF:7F00:1]', means: '127.0.0.1', how: 'IPv4-mapped, hex, upper case' },
  { host: '[0:0:0:0:0:ffff:7f00:1]', means: '127.0.0.1', how: 'IPv4-mapped, written out' },
  { host: '[0:0:0:0:0:ffff:127.0.0.1]', means: '127.0.0.1', how: 'IPv4-mapped, written out, dotted' },
  { host: '[::ffff:127.1.2.3]', means: '127.1.2.3', how: 'IPv4-mapped, elsewhere in 127/8' },
  { host: '[::127.0.0.1]', means: '127.0.0.1', how: 'IPv4-compatible, dotted' },
  { host: '[::7f00:1]', means: '127.0.0.1', how: 'IPv4-compatible, hex' },
  { host: '[::ffff:0:7f00:1]', means: '127.0.0.1', how: 'IPv4-translated (RFC 6145)' },
  { host: '[64:ff9b::7f00:1]', means: '127.0.0.1', how: 'NAT64 well-known prefix' },
  { host: '[64:ff9b::127.0.0.1]', means: '127.0.0.1', how: 'NAT64 well-known prefix, dotted' },
  { host: '[64:ff9b:1::7f00:1]', means: '127.0.0.1', how: 'NAT64 local-use prefix' },
  { host: '[2002:7f00:1::]', means: '127.0.0.1', how: '6to4' },
  { host: '[2002:7f00:0001::1]', means: '127.0.0.1', how: '6to4, another interface id' },
  { host: '[2001::7f00:1]', means: '2001::7f00:1', how: 'Teredo' },
];

const unspecified6: SsrfHost[] = [
  { host: '[::]', means: '::', how: 'IPv6 unspecified' },
  { host: '[::0]', means: '::', how: 'IPv6 unspecified, one group' },
  { host: '[0:0:0:0:0:0:0:0]', means: '::', how: 'IPv6 unspecified, written out' },
  { host: '[::ffff:0.0.0.0]', means: '0.0.0.0', how: 'IPv4-mapped 0.0.0.0, dotted' },
  { host: '[::ffff:0:0]', means: '0.0.0.0', how: 'IPv4-mapped 0.0.0.0, hex' },
];

const names: SsrfHost[] = [
  { host: 'localhost', means: '127.0.0.1', how: 'name' },
  { host: 'localhost.', means: '127.0.0.1', how: 'name, trailing dot' },
  { host: 'LOCALHOST', means: '127.0.0.1', how: 'name, upper case' },
  { host: 'LocalHost', means: '127.0.0.1', how: 'name, mixed case' },
  { host: 'localhost%2e', means: '127.0.0.1', how: 'name, percent-encoded trailing dot' },
  { host: 'ⓛⓞⓒⓐⓛⓗⓞⓢⓣ', means: '127.0.0.1', how: 'name, enclosed alphanumerics' },
];

const linkLocal: SsrfHost[] = [
  { host: '169.254.169.254', means: '169.254.169.254', how: 'cloud metadata' },
  { host: '2852039166', means: '169.254.169.254', how: 'cloud metadata, decimal dword' },
  { host: '0xa9fea9fe', means: '169.254.169.254', how: 'cloud metadata, hex dword' },
  { host: '0xa9.0xfe.0xa9.0xfe', means: '169.254.169.254', how: 'cloud metadata, hex parts' },
  { host: '0251.0376.0251.0376', means: '169.254.169.254', how: 'cloud metadata, octal parts' },
  { host: '169.254.43518', means: '169.254.169.254', how: 'cloud metadata, three parts' },
  { host: '[::ffff:169.254.169.254]', means: '169.254.169.254', how: 'cloud metadata, IPv4-mapped' },
  { host: '[::ffff:a9fe:a9fe]', means: '169.254.169.254', how: 'cloud metadata, IPv4-mapped hex' },
  { host: '169.254.0.1', means: '169.254.0.1', how: 'link-local' },
  { host: '[fe80::1]', means: 'fe80::1', how: 'IPv6 link-local' },
  { host: '[fe80::]', means: 'fe80::', how: 'IPv6 link-local' },
  { host: '[fe80::a9fe:a9fe]', means: 'fe80::a9fe:a9fe', how: 'IPv6 link-local' },
  { host: '[febf:ffff::1]', means: 'febf:ffff::1', how: 'top of fe80::/10' },
];

const private4: SsrfHost[] = [
  { host: '10.0.0.1', means: '10.0.0.1', how: '10/8' },
  { host: '167772161', means: '10.0.0.1', how: '10/8, decimal dword' },
  { host: '012.0.0.1', means: '10.0.0.1', how: '10/8, octal part' },
  { host: '0xa.0.0.1', means: '10.0.0.1', how: '10/8, hex part' },
  { host: '10.1', means: '10.0.0.1', how: '10/8, two parts' },
  { host: '[::ffff:10.0.0.1]', means: '10.0.0.1', how: '10/8, IPv4-mapped' },
  { host: '[::ffff:a00:1]', means: '10.0.0.1', how: '10/8, IPv4-mapped hex' },
  { host: '172.16.0.1', means: '172.16.0.1', how: '172.16/12' },
  { host: '172.31.255.254', means: '172.31.255.254', how: 'top of 172.16/12' },
  { host: '2886729729', means: '172.16.0.1', how: '172.16/12, decimal dword' },
  { host: '0xac100001', means: '172.16.0.1', how: '172.16/12, hex dword' },
  { host: '172.16.1', means: '172.16.0.1', how: '172.16/12, three parts' },
  { host: '[::ffff:172.16.0.1]', means: '172.16.0.1', how: '172.16/12, IPv4-mapped' },
  { host: '192.168.0.1', means: '192.168.0.1', how: '192.168/16' },
  { host: '192.168.1.1', means: '192.168.1.1', how: '192.168/16' },
  { host: '3232235521', means: '192.168.0.1', how: '192.168/16, decimal dword' },
  { host: '3232235777', means: '192.168.1.1', how: '192.168/16, decimal dword' },
  { host: '0xc0a80001', means: '192.168.0.1', how: '192.168/16, hex dword' },
  { host: '0300.0250.0.1', means: '192.168.0.1', how: '192.168/16, octal parts' },
  { host: '192.168.1', means: '192.168.0.1', how: '192.168/16, three parts' },
  { host: '[::ffff:192.168.0.1]', means: '192.168.0.1', how: '192.168/16, IPv4-mapped' },
  { host: '[::ffff:c0a8:1]', means: '192.168.0.1', how: '192.168/16, IPv4-mapped hex' },
  { host: '[64:ff9b::c0a8:1]', means: '192.168.0.1', how: '192.168/16, NAT64' },
  { host: '[2002:c0a8:1::1]', means: '192.168.0.1', how: '192.168/16, 6to4' },
];

const carrierGradeNat: SsrfHost[] = [
  { host: '100.64.0.1', means: '100.64.0.1', how: '100.64/10' },
  { host: '100.100.100.200', means: '100.100.100.200', how: '100.64/10, cloud metadata' },
  { host: '100.127.255.254', means: '100.127.255.254', how: 'top of 100.64/10' },
  { host: '1681915905', means: '100.64.0.1', how: '100.64/10, decimal dword' },
  { host: '0x64400001', means: '100.64.0.1', how: '100.64/10, hex dword' },
  { host: '100.64.1', means: '100.64.0.1', how: '100.64/10, three parts' },
  { host: '[::ffff:100.64.0.1]', means: '100.64.0.1', how: '100.64/10, IPv4-mapped' },
];

const uniqueLocal: SsrfHost[] = [
  { host: '[fc00::1]', means: 'fc00::1', how: 'fc00::/7' },
  { host: '[fd00::1]', means: 'fd00::1', how: 'fc00::/7' },
  { host: '[fd00:ec2::254]', means: 'fd00:ec2::254', how: 'fc00::/7, cloud metadata' },
  { host: '[fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]', means: 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', how: 'top of fc00::/7' },
];

const otherSpecial: SsrfHost[] = [
  { host: '255.255.255.255', means: '255.255.255.255', how: 'broadcast' },
  { host: '224.0.0.1', means: '224.0.0.1', how: 'multicast' },
  { host: '[ff02::1]', means: 'ff02::1', how: 'IPv6 multicast' },
  { host: '192.0.0.192', means: '192.0.0.192', how: 'IETF protocol assignments, cloud metadata' },
  { host: '240.0.0.1', means: '240.0.0.1', how: 'reserved' },
  { host: '198.18.0.1', means: '198.18.0.1', how: 'benchmarking' },
];

export const ssrfHosts: SsrfHost[] = [
  ...loopback4,
  ...unspecified4,
  ...loopback6,
  ...unspecified6,
  ...names,
  ...linkLocal,
  ...private4,
  ...carrierGradeNat,
  ...uniqueLocal,
  ...otherSpecial,
];
