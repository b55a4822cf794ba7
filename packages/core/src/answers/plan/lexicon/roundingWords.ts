// Words of rounding: the places and scales a question rounds to.
import type { PlannedRounding } from "../../answerTypes";

/** "to the nearest tenth": the decimals a place's name asks for. */
export const PLACE_DECIMALS: Readonly<Record<string, number>> = {
  whole: 0,
  integer: 0,
  unit: 0,
  tenth: 1,
  tenths: 1,
  hundredth: 2,
  hundredths: 2,
  thousandth: 3,
  thousandths: 3,
};

export const SCALE_NAMES: Readonly<Record<string, NonNullable<PlannedRounding["scale"]>>> = {
  thousand: "thousand",
  thousands: "thousand",
  million: "million",
  millions: "million",
  billion: "billion",
  billions: "billion",
  trillion: "trillion",
  trillions: "trillion",
};
