// Written by `npm run template:schema` from src/content/ownerModules.ts: edit that file, not this one.
// What each module holds: tooling/owner/files/<file>.ts (facts) and tooling/build/ownerContentPlugin.ts.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient file imports inline */
declare module 'virtual:owner/site' {
  export const choices: import('./ownerModules').OwnerModules['site']['choices'];
  export const basePath: import('./ownerModules').OwnerModules['site']['basePath'];
}
declare module 'virtual:owner/profile' {
  export const profile: import('./ownerModules').OwnerModules['profile']['profile'];
  export const texts: import('./ownerModules').OwnerModules['profile']['texts'];
}
declare module 'virtual:owner/photo' {
  export const photo: import('./ownerModules').OwnerModules['photo']['photo'];
}
declare module 'virtual:owner/flags' {
  export const flags: import('./ownerModules').OwnerModules['flags']['flags'];
}
declare module 'virtual:owner/experience' {
  export const experience: import('./ownerModules').OwnerModules['experience']['experience'];
  export const texts: import('./ownerModules').OwnerModules['experience']['texts'];
}
declare module 'virtual:owner/projects' {
  export const projects: import('./ownerModules').OwnerModules['projects']['projects'];
  export const texts: import('./ownerModules').OwnerModules['projects']['texts'];
}
declare module 'virtual:owner/courses' {
  export const courses: import('./ownerModules').OwnerModules['courses']['courses'];
  export const texts: import('./ownerModules').OwnerModules['courses']['texts'];
}
declare module 'virtual:owner/testimonials' {
  export const testimonials: import('./ownerModules').OwnerModules['testimonials']['testimonials'];
  export const texts: import('./ownerModules').OwnerModules['testimonials']['texts'];
}
declare module 'virtual:owner/trading' {
  export const trading: import('./ownerModules').OwnerModules['trading']['trading'];
  export const texts: import('./ownerModules').OwnerModules['trading']['texts'];
}
declare module 'virtual:owner/legal' {
  export const postalAddress: import('./ownerModules').OwnerModules['legal']['postalAddress'];
  export const hosting: import('./ownerModules').OwnerModules['legal']['hosting'];
  export const imageServicePolicies: import('./ownerModules').OwnerModules['legal']['imageServicePolicies'];
  export const law: import('./ownerModules').OwnerModules['legal']['law'];
  export const policiesUpdated: import('./ownerModules').OwnerModules['legal']['policiesUpdated'];
  export const legalNotice: import('./ownerModules').OwnerModules['legal']['legalNotice'];
  export const texts: import('./ownerModules').OwnerModules['legal']['texts'];
}
declare module 'virtual:owner/cv' {
  export const cv: import('./ownerModules').OwnerModules['cv']['cv'];
}
declare module 'virtual:owner/technologies' {
  export const technologies: import('./ownerModules').OwnerModules['technologies']['technologies'];
}
declare module 'virtual:owner/all-strings' {
  export const allStrings: import('./ownerModules').OwnerModules['all-strings']['allStrings'];
}
declare module 'virtual:owner/look' {
  export const fonts: import('./ownerModules').OwnerModules['look']['fonts'];
  export const themeColor: import('./ownerModules').OwnerModules['look']['themeColor'];
}
