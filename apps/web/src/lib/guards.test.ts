import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@efile/contracts';
import { decide, einManagement, publicFaq, type GuardContext } from './guards';

const individual: AuthUser = {
  token: 't',
  username: 'jane',
  firstName: 'Jane',
  taxpayerId: '100001',
  isBusinessUser: false,
};
const business: AuthUser = { ...individual, username: 'acme', taxpayerId: '200002', isBusinessUser: true };
const businessWithout: AuthUser = { ...business, taxpayerId: null };

const ctx = (over: Partial<GuardContext>): GuardContext => ({
  user: null,
  disclaimerAccepted: false,
  features: {},
  location: '/dashboard',
  ...over,
});

describe('route guards (spec §2, §5, §6)', () => {
  it('root: stays without the cookie; cookie + signed in → dashboard; cookie only → login', () => {
    expect(decide(['root'], ctx({}))).toBeNull();
    expect(decide(['root'], ctx({ user: individual }))).toBeNull();
    expect(decide(['root'], ctx({ disclaimerAccepted: true, user: individual }))).toEqual({
      redirect: '/dashboard',
    });
    expect(decide(['root'], ctx({ disclaimerAccepted: true }))).toEqual({ redirect: '/auth/login' });
  });

  it('auth: anonymous goes to login with the page as return URL', () => {
    expect(decide(['auth'], ctx({ location: '/exemption?x=1' }))).toEqual({
      redirect: '/auth/login?returnUrl=%2Fexemption%3Fx%3D1',
    });
    expect(decide(['auth'], ctx({ user: individual }))).toBeNull();
  });

  it('taxpayer: a business user without a taxpayer goes to Manage Business Accounts', () => {
    const on = { EinManagement: true };
    expect(decide(['taxpayer'], ctx({ user: businessWithout, features: on }))).toEqual({
      redirect: '/manage-business-accounts',
    });
    // Without EinManagement that page is closed: business registration instead (no loop).
    expect(decide(['taxpayer'], ctx({ user: businessWithout }))).toEqual({
      redirect: '/auth/register-business',
    });
    expect(decide(['taxpayer'], ctx({ user: businessWithout, features: undefined }))).toBe('wait');
    expect(decide(['taxpayer'], ctx({ user: { ...individual, taxpayerId: null } }))).toEqual({
      redirect: '/',
    });
    expect(decide(['taxpayer'], ctx({ user: business }))).toBeNull();
  });

  it('root: with the cookie, the page the visitor was going to rides along to login', () => {
    expect(decide(['root'], ctx({ disclaimerAccepted: true, location: '/?returnUrl=%2Fexemption' }))).toEqual(
      {
        redirect: '/auth/login?returnUrl=%2Fexemption',
      },
    );
  });

  it('agreement: passes with the cookie or when signed in, else back to / with where they were going', () => {
    expect(decide(['agreement'], ctx({}))).toEqual({ redirect: '/?returnUrl=%2Fdashboard' });
    expect(decide(['agreement'], ctx({ location: '/auth/login?returnUrl=%2Fexemption%3Fx%3D1' }))).toEqual({
      redirect: '/?returnUrl=%2Fexemption%3Fx%3D1',
    });
    expect(decide(['agreement'], ctx({ location: '/auth/login' }))).toEqual({ redirect: '/' });
    expect(decide(['agreement'], ctx({ location: '/auth/register' }))).toEqual({
      redirect: '/?returnUrl=%2Fauth%2Fregister',
    });
    expect(decide(['agreement'], ctx({ disclaimerAccepted: true }))).toBeNull();
    expect(decide(['agreement'], ctx({ user: individual }))).toBeNull();
  });

  it('individual-only and business-only send the other kind to the dashboard', () => {
    expect(decide(['individualOnly'], ctx({ user: business }))).toEqual({ redirect: '/dashboard' });
    expect(decide(['individualOnly'], ctx({ user: individual }))).toBeNull();
    expect(decide(['businessOnly'], ctx({ user: individual }))).toEqual({ redirect: '/dashboard' });
    expect(decide(['businessOnly'], ctx({ user: business }))).toBeNull();
  });

  it('feature guards wait for the flags, then pass or go to root', () => {
    expect(decide([einManagement], ctx({ features: undefined }))).toBe('wait');
    expect(decide([einManagement], ctx({ features: { EinManagement: true } }))).toBeNull();
    expect(decide([einManagement], ctx({ features: { EinManagement: false } }))).toEqual({ redirect: '/' });
    expect(decide([publicFaq], ctx({ features: {} }))).toEqual({ redirect: '/' });
    expect(decide([publicFaq], ctx({ features: { 'Public.FAQ': true } }))).toBeNull();
  });

  it('runs guards in order: the first failing one decides', () => {
    const guards = ['auth', 'taxpayer', 'agreement', 'individualOnly'] as const;
    expect(decide(guards, ctx({}))).toEqual({ redirect: '/auth/login?returnUrl=%2Fdashboard' });
    expect(decide(guards, ctx({ user: businessWithout, features: { EinManagement: true } }))).toEqual({
      redirect: '/manage-business-accounts',
    });
    expect(decide(guards, ctx({ user: business }))).toEqual({ redirect: '/dashboard' });
    expect(decide(guards, ctx({ user: individual }))).toBeNull();
  });
});
