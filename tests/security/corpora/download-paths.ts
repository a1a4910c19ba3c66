/**
 * An attacker's list of path tricks for a download link whose last segment is an id
 * (`/data-export/{id}`), written for MixBuddy from the path-traversal kinds in PayloadsAllTheThings'
 * "Directory Traversal" list and OWASP's path-traversal page: dot segments plain, encoded, double
 * encoded and overlong UTF-8, backslashes, encoded slashes, NUL and CRLF, and Unicode look-alike
 * dots and slashes. Each entry is the raw path after `/data-export/`, sent as written (no client
 * normalises it); `{id}` is replaced by a real export's id and `{file}` by its stored file name.
 */
export const downloadPathCorpus: readonly string[] = [
  // Dot segments towards a file outside the folder, or towards the stored file by its name
  '../../../../etc/passwd',
  '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f%252e%252e%252fetc%252fpasswd',
  '..%5c..%5c..%5cetc%5cpasswd',
  '..\\..\\..\\etc\\passwd',
  '....//....//....//etc/passwd',
  '..;/..;/etc/passwd',
  '%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
  '%e0%80%ae%e0%80%ae/etc/passwd',
  '{file}',
  '..%2F{file}',
  '..%2Fexports%2F{file}',
  '%2F{file}',
  '{id}%2F..%2F..%2F{file}',
  '{id}/../{file}',
  '{id}%2F{file}',
  '{id}/..%2F..%2Fdata%2Fexports%2F{file}',
  // The real id, bent
  '{id}%00',
  '{id}%00.zip',
  '{id}.zip',
  '{id}%0d%0aSet-Cookie:%20mixbuddy-session=x',
  '{id}%0aContent-Disposition:%20attachment;%20filename=evil.exe',
  '{id}%20',
  '%20{id}',
  '{id}%09',
  '{ID}',
  '{id};',
  '{id}%3B',
  // Unicode look-alikes: fullwidth dot and slash, one-dot leader, division slash, fraction slash,
  // a Cyrillic "о" in place of an "o" of the id, a fullwidth copy of the id
  '%ef%bc%8e%ef%bc%8e%ef%bc%8fetc%ef%bc%8fpasswd',
  '%e2%80%a4%e2%80%a4%e2%88%95etc%e2%88%95passwd',
  '..%e2%81%84..%e2%81%84etc%e2%81%84passwd',
  '{id-cyrillic}',
  '{id-fullwidth}',
  // Nothing, or only separators
  '',
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '%2f',
  '%5c',
];
