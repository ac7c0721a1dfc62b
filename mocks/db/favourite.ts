import { favourites, type FavouriteRecord } from '../data/member';

export interface FavouriteTables {
  favourites: FavouriteRecord[];
  favouriteSeq: number;
}

export function seedFavourites(): FavouriteTables {
  return { favourites: structuredClone(favourites), favouriteSeq: 9500 };
}
