/** Why an automatic calibration gave up: what was not found, said so that a person can act on it. */
export class CalibrationError extends Error {
  constructor(readonly what: 'cloth' | 'cushions' | 'fit' | 'points' | 'image', message: string) {
    super(message);
    this.name = 'CalibrationError';
  }
}
