import { describe, expect, it } from 'vitest';
import { holdsAny, kindOf, rolesOf } from '@/lib/roles';

describe('rolesOf: the roles a member holds, as a set', () => {
  it('a guest holds none; every member is a buyer', () => {
    expect(rolesOf(null).size).toBe(0);
    expect([...rolesOf({ roles: [] })]).toEqual(['buyer']);
    expect([...rolesOf({ roles: ['partner'] })]).toEqual(['buyer', 'partner']);
  });

  it('an agent is a buyer too, and its franchise tells tea room from tea house', () => {
    const room = rolesOf({ role: 'agent', roles: ['buyer', 'teaRoomAgent', 'distributionSeller'] });
    expect(room.has('buyer')).toBe(true);
    expect(room.has('teaRoomAgent')).toBe(true);
    expect(room.has('teaHouseAgent')).toBe(false);
  });

  it('drops role names it does not know, and a stored value that is not a list', () => {
    expect([...rolesOf({ roles: ['buyer', 'astronaut' as never, 42 as never, 'legionAgent'] })]).toEqual(['buyer', 'legionAgent']);
    expect([...rolesOf({ role: 'buyer', roles: 'partner' as never })]).toEqual(['buyer']);
  });

  it('an answer with only the old one-word kind: agent reads as a tea-house agent receiving distribution orders', () => {
    expect([...rolesOf({ role: 'agent' })]).toEqual(['buyer', 'teaHouseAgent', 'distributionSeller']);
    expect([...rolesOf({ role: 'buyer' })]).toEqual(['buyer']);
    expect([...rolesOf({})]).toEqual(['buyer']);
  });
});

describe('kindOf and holdsAny', () => {
  it('the kind is agent exactly when a franchise is held', () => {
    expect(kindOf(['buyer', 'teaRoomAgent'])).toBe('agent');
    expect(kindOf(['buyer', 'teaHouseAgent', 'legionAgent'])).toBe('agent');
    expect(kindOf(['buyer', 'shopOwner', 'distributionSeller'])).toBe('buyer');
    expect(kindOf(['buyer', 'partner'])).toBe('buyer');
  });

  it('holdsAny is true when one of the wanted roles is held', () => {
    const roles = rolesOf({ roles: ['shopOwner'] });
    expect(holdsAny(roles, ['partner', 'shopOwner'])).toBe(true);
    expect(holdsAny(roles, ['partner', 'legionAgent'])).toBe(false);
  });
});
