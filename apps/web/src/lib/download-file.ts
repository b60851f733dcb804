import { ApiError } from './api-client';
import { currentLocale } from './i18n';
import { sessionHeaders } from './session-token';

/**
 * Fetches a file from the API with the session (cookie and CSRF header, as every API call) and hands it to the
 * browser to save, under the name the server gave (Content-Disposition) or `fallbackName`. Returns the name saved.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, {
    headers: { 'accept-language': currentLocale(), ...sessionHeaders() },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  const fileName = match?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
