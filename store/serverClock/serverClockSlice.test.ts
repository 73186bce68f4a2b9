import {
  measuredOffset,
  offsetMoved,
  serverClockSlice,
  serverNow,
  serverTimeReceived,
} from './serverClockSlice';

const DEVICE = Date.parse('2030-01-05T14:48:00Z');
const THREE_DAYS = 3 * 24 * 3600_000;

describe('the server clock offset', () => {
  it('takes the server time against the midpoint of the request', () => {
    // Sent at DEVICE, answered 400 ms later; the server stamped it 3 days ahead.
    const server = new Date(DEVICE + 200 + THREE_DAYS).toISOString();
    expect(measuredOffset(server, DEVICE, DEVICE + 400)).toBe(THREE_DAYS);
    // A device clock 90 s fast: the offset is negative.
    const behind = new Date(DEVICE - 90_000).toISOString();
    expect(measuredOffset(behind, DEVICE, DEVICE)).toBe(-90_000);
  });

  it('ignores an answer without a valid server time', () => {
    expect(measuredOffset(null, DEVICE, DEVICE)).toBeNull();
    expect(measuredOffset('', DEVICE, DEVICE)).toBeNull();
    expect(measuredOffset('dün', DEVICE, DEVICE)).toBeNull();
  });

  it('keeps an offset until it moves by a second (jitter is not a move)', () => {
    expect(offsetMoved(null, 0)).toBe(true);
    expect(offsetMoved(THREE_DAYS, THREE_DAYS + 999)).toBe(false);
    expect(offsetMoved(THREE_DAYS, THREE_DAYS - 1000)).toBe(true);
    expect(offsetMoved(0, THREE_DAYS)).toBe(true);
  });

  it("gives the server's time now from the device's time", () => {
    expect(serverNow(DEVICE, null)).toBe(DEVICE);
    expect(serverNow(DEVICE, THREE_DAYS)).toBe(DEVICE + THREE_DAYS);
    const state = serverClockSlice.reducer(undefined, serverTimeReceived(-5000));
    expect(serverNow(DEVICE, state.offsetMs)).toBe(DEVICE - 5000);
  });
});
