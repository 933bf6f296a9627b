import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'listing_photos' })
export class ListingPhotoEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'listing_id', type: 'uuid' }) listingId: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ type: 'smallint' }) position: number;
  /** Random and unguessable: the key of the stored renditions, never a name the uploader chose. */
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  @Column({ type: 'integer' }) width: number;
  @Column({ type: 'integer' }) height: number;
  @Column({ type: 'integer' }) bytes: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
