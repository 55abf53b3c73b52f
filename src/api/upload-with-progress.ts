export type UploadProgress = (fraction: number) => void;

/**
 * Sends a file body with XMLHttpRequest, as fetch reports no upload progress: `onProgress` gets the
 * fraction sent, and 1 once the answer is a 200. Resolves with the status and the answer's JSON
 * (null when it has none); a network failure is status 500 (account.md §7).
 */
export function sendWithProgress(
  method: "POST" | "PUT",
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: UploadProgress,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) onProgress(1);
      resolve({ status: request.status, data: jsonOrNull(request.responseText) });
    };
    request.onerror = () => resolve({ status: 500, data: null });
    request.send(body);
  });
}

/** The problem code of a refusal's answer (`{ code }`), when it names one. */
export function problemCodeOf(data: unknown): { code?: string } {
  return typeof data === "object" && data !== null && typeof (data as { code?: unknown }).code === "string"
    ? { code: (data as { code: string }).code }
    : {};
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
