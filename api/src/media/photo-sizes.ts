// The sizes, collections and keys live in the server library: the demo seed stores photos the same way.
export {
  PHOTO_COLLECTIONS,
  PHOTO_SIZES,
  photoKey,
  photoUrls,
  type PhotoCollection,
  type PhotoSize,
} from '@creneau/server';
