import { IsInt, IsNotEmpty, IsString, getMetadataStorage, validate } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata-cache';

const storage = getMetadataStorage();
const rulesOf = (target: object) => storage.getTargetValidationMetadatas(target as never, '', false, false);

describe('rememberValidationMetadata', () => {
  beforeAll(() => rememberValidationMetadata());

  it('answers the same rules for a class from memory, its parents’ included', async () => {
    class Base {
      @IsString() name!: unknown;
    }
    class Child extends Base {
      @IsInt() count!: unknown;
    }

    const first = rulesOf(Child);

    expect(rulesOf(Child)).toBe(first);
    expect(first.map(({ propertyName }) => propertyName).sort()).toEqual(['count', 'name']);
    const errors = await validate(Object.assign(new Child(), { name: 1, count: 'x' }));
    expect(errors.map(({ property }) => property).sort()).toEqual(['count', 'name']);
  });

  it('forgets its answers when a rule is added, on a parent too', async () => {
    class Parent {
      @IsString() name!: unknown;
    }
    class Kid extends Parent {}
    const before = rulesOf(Kid);

    IsNotEmpty()(Parent.prototype, 'note');

    expect(rulesOf(Kid)).not.toBe(before);
    expect(
      rulesOf(Kid)
        .map(({ propertyName }) => propertyName)
        .sort(),
    ).toEqual(['name', 'note']);
    const errors = await validate(Object.assign(new Kid(), { name: 'a', note: '' }));
    expect(errors.map(({ property }) => property)).toEqual(['note']);
  });

  it('installs once however often it is asked', () => {
    const lookup = storage.getTargetValidationMetadatas;

    rememberValidationMetadata();

    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });
});
