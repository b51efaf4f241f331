/**
 * The Individual Estimate's front door (issue 25 item 1): its screen, mounted at the registry's path for who
 * may file it (app/routes.tsx reads the registry); its words are `catalogue.ts` in this folder.
 */
export { default } from './estimate-page';
