/** dropcss 1.0 ships no types: the part first-screen-pages.ts uses. */
declare module 'dropcss' {
  interface DropCssOptions {
    html: string;
    css: string;
    /** Called for each selector not matched in `html`: true drops it. */
    shouldDrop?: (selector: string) => boolean;
  }
  export default function dropcss(options: DropCssOptions): { css: string };
}
