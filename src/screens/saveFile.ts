/** Hands the browser a file to save (the edge: a link to the Blob, clicked): the CSV export and a row's download. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the Blob; give it a moment before the URL is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
