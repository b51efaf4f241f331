import { api, authUser, type SignInRequest } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

export function postSignIn(body: SignInRequest) {
  return apiFetch(api.signIn, {
    method: 'POST',
    body,
    schema: authUser.nullable(),
    skipUnauthorizedHandler: true,
  });
}
