// redux-observable's `ofType` and what its middleware hands an epic: the state as `state$.value`.
import { filter } from './rxjs.mjs';

export const ofType = (...types) => filter((action) => types.includes(action.type));

export class StateObservable {
  constructor(value) {
    this.value = value;
  }
}
