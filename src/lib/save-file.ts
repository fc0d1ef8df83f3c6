import type { ApiFile } from './api-client';

/** Hands the browser a file to save, under the name the server gave it (else `fallbackName`). */
export function saveFile({ content, name }: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
