import { expect, it } from 'vitest';
import { type TimetableSlot, timetableClash } from './timetable-clash';

const crossfit19 = { id: 1, activityId: 1, startTime: '19:00', endTime: '20:00' };
const lifting19 = { id: 2, activityId: 2, startTime: '19:00', endTime: '20:00' };
const before: TimetableSlot[] = [crossfit19, lifting19];
const slot = (startTime: string, endTime: string, activityId = 1) => ({ activityId, startTime, endTime });

it.each([
  ['the same class added again', [...before, slot('19:00', '20:00')], 'duplicate', 2],
  ['an overlap of the same activity', [...before, slot('19:30', '20:30')], 'overlap', 2],
  ['an overlap that starts before', [...before, slot('18:30', '19:30')], 'overlap', 2],
  ['a slot inside another', [...before, slot('19:15', '19:45')], 'overlap', 2],
  [
    'a class edited onto another',
    [{ ...crossfit19, startTime: '18:30' }, slot('18:00', '19:00')],
    'overlap',
    0,
  ],
  ['a class moved onto the same times', [{ ...lifting19, activityId: 1 }, crossfit19], 'duplicate', 0],
] as const)('%s is a %s at index %i', (_, after, kind, index) => {
  expect(timetableClash(after, before)).toMatchObject({ kind, index });
});

it.each([
  ['another activity at the same time', [...before, slot('19:30', '20:30', 2 + 1)]],
  ['the class right after', [...before, slot('20:00', '21:00')]],
  ['the class right before', [...before, slot('18:00', '19:00')]],
  ['an overlap accepted earlier, unchanged', [crossfit19, { id: 3, ...slot('19:30', '20:30') }]],
  ['only the places of one changed', [crossfit19, { ...lifting19, maxPeople: 8 }]],
  ['nothing', []],
])('%s is no clash', (_, after) => {
  const earlier = [...before, { id: 3, ...slot('19:30', '20:30') }];
  expect(timetableClash(after, earlier)).toBeNull();
});
