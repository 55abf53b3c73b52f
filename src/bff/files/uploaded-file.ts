/** A file of a multipart body: the form field it came in, the name the client gave it, its bytes (unchecked). */
export interface UploadedFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}
