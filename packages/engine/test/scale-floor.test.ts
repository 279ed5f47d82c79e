import { describe, expect, it } from 'vitest';
import { belowFloor, type FloorFigures } from './scale/check-scale-floor';

const figures: FloorFigures = {
  names: 90,
  rolesFound: 60.5,
  datesRight: 58,
  achievementsKept: 55.2,
  misplacedShare: 4.5,
  noRoleRead: 1,
  refused: 0,
};

describe('belowFloor', () => {
  it('passes figures equal to or better than the floor', () => {
    const better = { ...figures, rolesFound: 61, misplacedShare: 3 };
    expect(belowFloor({ 'plain pdf': figures }, { 'plain pdf': better })).toEqual([]);
  });

  it('names every rate that fell, every share or count that rose, and every group not measured', () => {
    const worse = { ...figures, achievementsKept: 55.1, misplacedShare: 4.6, noRoleRead: 2 };
    expect(
      belowFloor({ 'plain pdf': figures, 'held-out themes': figures }, { 'plain pdf': worse }),
    ).toEqual([
      'plain pdf: achievementsKept 55.1% < 55.2%',
      'plain pdf: misplacedShare 4.6% > 4.5%',
      'plain pdf: noRoleRead 2 > 1',
      'held-out themes: not measured',
    ]);
  });
});
