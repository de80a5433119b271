import { describe, expect, it } from 'vitest';
import { compareUsers, userLabel, userOptions } from '../../../src/widgets/userSort.ts';

describe('userLabel', () => {
  it('is "UserId - UserName", falling back to Username, then to the id', () => {
    expect(userLabel({ UserId: 'agent1', UserName: 'Alice' })).toBe('agent1 - Alice');
    expect(userLabel({ UserId: 'agent2', Username: 'Bob' })).toBe('agent2 - Bob');
    expect(userLabel({ UserId: 'agent3', UserName: 'Carol', Username: 'ignored' })).toBe('agent3 - Carol');
    expect(userLabel({ UserId: 'agent4', UserName: null, Username: 'Dan' })).toBe('agent4 - Dan');
    expect(userLabel({ UserId: 7 })).toBe('7');
  });
});

describe('user dropdown order', () => {
  const users = [
    { UserId: 'zed', UserName: 'Zed' },
    { UserId: '0', UserName: 'All members' },
    { UserId: 'bob', UserName: 'Bob' },
    { UserId: 'ADMIN', UserName: 'Administrator' },
    { UserId: 0, Username: 'Zero number' },
    { UserId: 'amy', Username: 'Amy' },
  ];

  it('puts ADMIN first, then non-zero ids before zero ids, then sorts by label', () => {
    expect(userOptions(users).map((option) => option.label)).toEqual([
      'ADMIN - Administrator',
      'amy - Amy',
      'bob - Bob',
      'zed - Zed',
      '0 - All members',
      '0 - Zero number',
    ]);
  });

  it('gives each option the user id as its value, and leaves the input list alone', () => {
    const before = [...users];
    expect(userOptions(users).map((option) => option.value)).toEqual(['ADMIN', 'amy', 'bob', 'zed', '0', '0']);
    expect(users).toEqual(before);
  });

  it('treats the ADMIN entry the same whatever its case', () => {
    expect(compareUsers({ UserId: 'admin' }, { UserId: 'aaa' })).toBeLessThan(0);
    expect(compareUsers({ UserId: 'aaa' }, { UserId: 'Admin' })).toBeGreaterThan(0);
  });

  it('ranks ADMIN above a zero id and a zero id below any other', () => {
    expect(compareUsers({ UserId: 'ADMIN' }, { UserId: '0' })).toBeLessThan(0);
    expect(compareUsers({ UserId: '0' }, { UserId: 'zzz' })).toBeGreaterThan(0);
  });
});
