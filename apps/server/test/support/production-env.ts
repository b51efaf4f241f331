/**
 * The least a production deployment must set (README "Configuration"): one fixture for every
 * test that loads a production configuration, so a new required setting is added in one place.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://efile.example.gov',
  PAYMENT_PROVIDER_URL: 'https://pay.example.com/',
  PAYMENT_SECURITY_ID: 'secret-0123456789abcdef',
  STAFF_TOTP_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  EFILE_FIELD_KEY: 'ZmllbGQta2V5LTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU=',
} as const;
