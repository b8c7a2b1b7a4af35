/** @jsonresume/schema ships no types: the one function the build and the tests call. */
declare module '@jsonresume/schema' {
  export interface ValidationError {
    property: string;
    message: string;
  }
  export function validate(
    resume: unknown,
    callback: (errors: ValidationError[] | null, valid: boolean) => void,
  ): void;
}
