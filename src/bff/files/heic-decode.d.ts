/** heic-decode 2.1 (libheif's WebAssembly build), as `lib.js` defines it; it ships no types. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image of the file, sized but not decoded; `dispose` frees libheif's memory. */
    function all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export = decode;
}
