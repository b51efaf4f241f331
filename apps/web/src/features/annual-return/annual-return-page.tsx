// Placeholder until this screen is built: shows Page Not Found.
export { default } from '../../app/not-found-page';
