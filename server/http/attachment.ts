/**
 * A `file` answer of the contract (contract/endpoint.ts AnswerEncoding): the handler's `{ FileName,
 * Content }` sent as a download. The name is the server's own (location, draw, user), made safe for
 * the header anyway: anything but letters, digits, dot, dash and underscore becomes an underscore.
 */
export function attachment(file: { FileName: string; Content: string }): Response {
  const name = file.FileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200) || 'download.txt';
  return new Response(file.Content, {
    status: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
