import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module';
import { AiChatController } from './ai-chat.controller';
import { AiChatService } from './ai-chat.service';

@Module({
  imports: [VenuesModule],
  controllers: [AiChatController],
  providers: [AiChatService],
})
export class AiChatModule {}
