export { HotelPicture } from './hotel-picture';
