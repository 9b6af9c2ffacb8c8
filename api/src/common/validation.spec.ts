import { validatorContainer } from './validation';

class ProvidedConstraint {}
class ClassValidatorsOwn {}

describe(validatorContainer.name, () => {
  const moduleWith = (provided: Map<unknown, unknown>) => {
    const asked: unknown[] = [];
    return {
      asked,
      get: (type: unknown) => {
        asked.push(type);
        if (!provided.has(type)) throw new Error(`Nest could not find ${String(type)} element`);
        return provided.get(type);
      },
    };
  };

  it('gives the validators the module provides, with their dependencies', () => {
    const instance = new ProvidedConstraint();
    const container = validatorContainer(moduleWith(new Map([[ProvidedConstraint, instance]])) as never);
    expect(container.get(ProvidedConstraint)).toBe(instance);
  });

  it('leaves every other class to class-validator, asking the module for each class once', () => {
    const module = moduleWith(new Map([[ProvidedConstraint, new ProvidedConstraint()]]));
    const container = validatorContainer(module as never);
    for (let request = 0; request < 3; request++) {
      expect(container.get(ClassValidatorsOwn)).toBeUndefined();
      container.get(ProvidedConstraint);
    }
    expect(module.asked).toEqual([ClassValidatorsOwn, ProvidedConstraint]);
  });
});
