; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19syncwarp_activemaskPiPjS0_E1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15volatile_roundsPKiPiE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !22
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !26
  %5 = mul i32 %3, %4, !dbg !29
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !30
  %7 = add i32 %5, %6, !dbg !33
  %8 = zext i32 %7 to i64, !dbg !34
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !34
  %10 = load i32, i32* %9, align 4, !dbg !34, !tbaa !35
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !39
  %12 = add nsw i32 %11, %10, !dbg !40
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31), !dbg !39
  %14 = add nsw i32 %13, %12, !dbg !40
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31), !dbg !39
  %16 = add nsw i32 %15, %14, !dbg !40
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31), !dbg !39
  %18 = add nsw i32 %17, %16, !dbg !40
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !39
  %20 = and i32 %6, 31, !dbg !41
  %21 = icmp eq i32 %20, 0, !dbg !42
  br i1 %21, label %22, label %27, !dbg !43

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18, !dbg !40
  %24 = lshr i32 %7, 5, !dbg !44
  %25 = zext i32 %24 to i64, !dbg !45
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !45
  store i32 %23, i32* %26, align 4, !dbg !46, !tbaa !35
  br label %27, !dbg !45

27:                                               ; preds = %22, %2
  ret void, !dbg !47
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8shufflesPKfPfS1_S1_PjPi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !48 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !49
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !51
  %9 = mul i32 %7, %8, !dbg !53
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !54
  %11 = add i32 %9, %10, !dbg !56
  %12 = sext i32 %11 to i64, !dbg !57
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !57
  %14 = load float, float* %13, align 4, !dbg !57, !tbaa !58
  %15 = mul i32 %10, 7, !dbg !60
  %16 = and i32 %15, 31, !dbg !61
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %14, i32 %16, i32 31), !dbg !62
  %18 = getelementptr inbounds float, float* %1, i64 %12, !dbg !63
  store float %17, float* %18, align 4, !dbg !64, !tbaa !58
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %14, i32 3, i32 0), !dbg !65
  %20 = getelementptr inbounds float, float* %2, i64 %12, !dbg !66
  store float %19, float* %20, align 4, !dbg !67, !tbaa !58
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 5, i32 31), !dbg !68
  %22 = getelementptr inbounds float, float* %3, i64 %12, !dbg !69
  store float %21, float* %22, align 4, !dbg !70, !tbaa !58
  %23 = fcmp contract ogt float %14, 0.000000e+00, !dbg !71
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23), !dbg !72
  %25 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !73
  store i32 %24, i32* %25, align 4, !dbg !74, !tbaa !35
  %26 = fcmp contract ogt float %14, -1.000000e+02, !dbg !75
  %27 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26), !dbg !76
  %28 = zext i1 %27 to i32, !dbg !76
  %29 = fcmp contract ogt float %14, 1.000000e+03, !dbg !77
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %29), !dbg !78
  %31 = select i1 %30, i32 2, i32 0, !dbg !79
  %32 = or i32 %31, %28, !dbg !80
  %33 = getelementptr inbounds i32, i32* %5, i64 %12, !dbg !81
  store i32 %32, i32* %33, align 4, !dbg !82, !tbaa !35
  ret void, !dbg !83
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8segmentsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !84 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !85
  %4 = sext i32 %3 to i64, !dbg !87
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !87
  %6 = load i32, i32* %5, align 4, !dbg !87, !tbaa !35
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 6175), !dbg !88
  %8 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !89
  store i32 %7, i32* %8, align 4, !dbg !90, !tbaa !35
  ret void, !dbg !91
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15warp_divergencePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !92 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !93
  %4 = icmp ult i32 %3, 16, !dbg !95
  %5 = zext i32 %3 to i64, !dbg !96
  br i1 %4, label %11, label %6, !dbg !97

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !98
  %8 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !96
  %9 = load i32, i32* %8, align 4, !dbg !96, !tbaa !35
  %10 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 0, i32 31), !dbg !99
  store i32 %10, i32* %7, align 4, !dbg !100, !tbaa !35
  br label %11, !dbg !101

11:                                               ; preds = %2, %6
  ret void, !dbg !101
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19syncwarp_activemaskPiPjS0_(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !102 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !103
  %5 = icmp ugt i32 %4, 23, !dbg !105
  br i1 %5, label %24, label %6, !dbg !106

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %4, 10, !dbg !107
  %8 = zext i32 %4 to i64, !dbg !108
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %8, !dbg !108
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !108
  store i32 %7, i32* %10, align 4, !dbg !109, !tbaa !35
  tail call void @llvm.nvvm.bar.warp.sync(i32 16777215), !dbg !110
  %11 = sub nuw nsw i32 23, %4, !dbg !111
  %12 = zext i32 %11 to i64, !dbg !112
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %12, !dbg !112
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !112
  %15 = load i32, i32* %14, align 4, !dbg !112, !tbaa !35
  %16 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !113
  store i32 %15, i32* %16, align 4, !dbg !114, !tbaa !35
  %17 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !dbg !115, !srcloc !116
  %18 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !117
  store i32 %17, i32* %18, align 4, !dbg !118, !tbaa !35
  %19 = and i32 %4, 1, !dbg !119
  %20 = icmp eq i32 %19, 0, !dbg !120
  br i1 %20, label %24, label %21, !dbg !120

21:                                               ; preds = %6
  %22 = getelementptr inbounds i32, i32* %2, i64 %8, !dbg !121
  %23 = tail call noundef i32 @llvm.nvvm.activemask() #2, !dbg !122
  store i32 %23, i32* %22, align 4, !dbg !123, !tbaa !35
  br label %24, !dbg !121

24:                                               ; preds = %6, %21, %3
  ret void, !dbg !124
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8asm_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !125 {
  %3 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !dbg !126, !srcloc !127
  %4 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !dbg !128, !srcloc !129
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !130
  %6 = zext i32 %5 to i64, !dbg !132
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !132
  %8 = load i32, i32* %7, align 4, !dbg !132, !tbaa !35
  %9 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %8, i32 1, i32 31, i32 -1) #2, !dbg !133, !srcloc !134
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !dbg !135, !srcloc !136
  %10 = mul i32 %5, 3, !dbg !137
  %11 = zext i32 %10 to i64, !dbg !138
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !138
  store i32 %3, i32* %12, align 4, !dbg !139, !tbaa !35
  %13 = add i32 %10, 1, !dbg !140
  %14 = zext i32 %13 to i64, !dbg !141
  %15 = getelementptr inbounds i32, i32* %1, i64 %14, !dbg !141
  store i32 %4, i32* %15, align 4, !dbg !142, !tbaa !35
  %16 = add i32 %10, 2, !dbg !143
  %17 = zext i32 %16 to i64, !dbg !144
  %18 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !144
  store i32 %9, i32* %18, align 4, !dbg !145, !tbaa !35
  ret void, !dbg !146
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z8nth_lanejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !147 {
  %3 = icmp eq i32 %1, 0, !dbg !148
  br i1 %3, label %21, label %4, !dbg !149

4:                                                ; preds = %2
  %5 = add i32 %1, -1, !dbg !149
  %6 = and i32 %1, 7, !dbg !149
  %7 = icmp ult i32 %5, 7, !dbg !149
  br i1 %7, label %10, label %8, !dbg !149

8:                                                ; preds = %4
  %9 = and i32 %1, -8, !dbg !149
  br label %26, !dbg !149

10:                                               ; preds = %26, %4
  %11 = phi i32 [ undef, %4 ], [ %44, %26 ]
  %12 = phi i32 [ %0, %4 ], [ %44, %26 ]
  %13 = icmp eq i32 %6, 0, !dbg !149
  br i1 %13, label %21, label %14, !dbg !149

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %10 ]
  %17 = add i32 %15, -1, !dbg !150
  %18 = and i32 %17, %15, !dbg !151
  %19 = add i32 %16, 1, !dbg !149
  %20 = icmp eq i32 %19, %6, !dbg !149
  br i1 %20, label %21, label %14, !dbg !149, !llvm.loop !152

21:                                               ; preds = %10, %14, %2
  %22 = phi i32 [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  %23 = icmp eq i32 %22, 0, !dbg !154
  %24 = tail call i32 @llvm.cttz.i32(i32 %22, i1 true) #7, !dbg !158, !range !159
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !158
  ret i32 %25, !dbg !160

26:                                               ; preds = %26, %8
  %27 = phi i32 [ %0, %8 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %45, %26 ]
  %29 = add i32 %27, -1, !dbg !150
  %30 = and i32 %29, %27, !dbg !151
  %31 = add i32 %30, -1, !dbg !150
  %32 = and i32 %31, %30, !dbg !151
  %33 = add i32 %32, -1, !dbg !150
  %34 = and i32 %33, %32, !dbg !151
  %35 = add i32 %34, -1, !dbg !150
  %36 = and i32 %35, %34, !dbg !151
  %37 = add i32 %36, -1, !dbg !150
  %38 = and i32 %37, %36, !dbg !151
  %39 = add i32 %38, -1, !dbg !150
  %40 = and i32 %39, %38, !dbg !151
  %41 = add i32 %40, -1, !dbg !150
  %42 = and i32 %41, %40, !dbg !151
  %43 = add i32 %42, -1, !dbg !150
  %44 = and i32 %43, %42, !dbg !151
  %45 = add i32 %28, 8, !dbg !149
  %46 = icmp eq i32 %45, %9, !dbg !149
  br i1 %46, label %10, label %26, !dbg !149, !llvm.loop !161
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16partition_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !164 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !165
  %4 = shl nsw i32 -1, %3
  %5 = xor i32 %4, -1
  %6 = zext i32 %3 to i64, !dbg !167
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !167
  %8 = load i32, i32* %7, align 4, !dbg !167, !tbaa !35
  %9 = and i32 %8, 1, !dbg !168
  %10 = icmp ne i32 %9, 0, !dbg !169
  %11 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10), !dbg !170
  %12 = xor i1 %10, true, !dbg !171
  %13 = sext i1 %12 to i32, !dbg !171
  %14 = xor i32 %11, %13, !dbg !171
  %15 = tail call i32 @llvm.ctpop.i32(i32 %14) #7, !dbg !172, !range !159
  %16 = and i32 %14, %5, !dbg !175
  %17 = tail call i32 @llvm.ctpop.i32(i32 %16) #7, !dbg !176, !range !159
  %18 = icmp ugt i32 %15, 1, !dbg !178
  br i1 %18, label %19, label %21, !dbg !179

19:                                               ; preds = %2
  %20 = add nsw i32 %17, -1, !dbg !180
  br label %108, !dbg !179

21:                                               ; preds = %158, %2
  %22 = phi i32 [ %8, %2 ], [ %162, %158 ], !dbg !182
  %23 = icmp eq i32 %14, 0, !dbg !183
  %24 = tail call i32 @llvm.cttz.i32(i32 %14, i1 true) #7, !dbg !185, !range !159
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !185
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 %25, i32 31), !dbg !186
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !187
  %27 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !190
  store i32 %26, i32* %27, align 4, !dbg !191, !tbaa !35
  %28 = add i32 %3, 32, !dbg !192
  %29 = zext i32 %28 to i64, !dbg !167
  %30 = getelementptr inbounds i32, i32* %0, i64 %29, !dbg !167
  %31 = load i32, i32* %30, align 4, !dbg !167, !tbaa !35
  %32 = and i32 %31, 1, !dbg !168
  %33 = icmp ne i32 %32, 0, !dbg !169
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %33), !dbg !170
  %35 = xor i1 %33, true, !dbg !171
  %36 = sext i1 %35 to i32, !dbg !171
  %37 = xor i32 %34, %36, !dbg !171
  %38 = tail call i32 @llvm.ctpop.i32(i32 %37) #7, !dbg !172, !range !159
  %39 = and i32 %37, %5, !dbg !175
  %40 = tail call i32 @llvm.ctpop.i32(i32 %39) #7, !dbg !176, !range !159
  %41 = icmp ugt i32 %38, 1, !dbg !178
  br i1 %41, label %42, label %101, !dbg !179

42:                                               ; preds = %21
  %43 = add nsw i32 %40, -1, !dbg !180
  br label %44, !dbg !179

44:                                               ; preds = %42, %94
  %45 = phi i32 [ %98, %94 ], [ %31, %42 ]
  %46 = phi i32 [ %99, %94 ], [ 1, %42 ]
  %47 = add i32 %46, %40, !dbg !193
  %48 = icmp ult i32 %47, %38, !dbg !194
  br i1 %48, label %49, label %94, !dbg !195

49:                                               ; preds = %44
  %50 = icmp eq i32 %47, 0, !dbg !196
  br i1 %50, label %89, label %51, !dbg !180

51:                                               ; preds = %49
  %52 = add i32 %43, %46, !dbg !180
  %53 = and i32 %47, 7, !dbg !180
  %54 = icmp ult i32 %52, 7, !dbg !180
  br i1 %54, label %78, label %55, !dbg !180

55:                                               ; preds = %51
  %56 = and i32 %47, -8, !dbg !180
  br label %57, !dbg !180

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %37, %55 ], [ %75, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %76, %57 ]
  %60 = add i32 %58, -1, !dbg !197
  %61 = and i32 %60, %58, !dbg !198
  %62 = add i32 %61, -1, !dbg !197
  %63 = and i32 %62, %61, !dbg !198
  %64 = add i32 %63, -1, !dbg !197
  %65 = and i32 %64, %63, !dbg !198
  %66 = add i32 %65, -1, !dbg !197
  %67 = and i32 %66, %65, !dbg !198
  %68 = add i32 %67, -1, !dbg !197
  %69 = and i32 %68, %67, !dbg !198
  %70 = add i32 %69, -1, !dbg !197
  %71 = and i32 %70, %69, !dbg !198
  %72 = add i32 %71, -1, !dbg !197
  %73 = and i32 %72, %71, !dbg !198
  %74 = add i32 %73, -1, !dbg !197
  %75 = and i32 %74, %73, !dbg !198
  %76 = add i32 %59, 8, !dbg !180
  %77 = icmp eq i32 %76, %56, !dbg !180
  br i1 %77, label %78, label %57, !dbg !180, !llvm.loop !199

78:                                               ; preds = %57, %51
  %79 = phi i32 [ undef, %51 ], [ %75, %57 ]
  %80 = phi i32 [ %37, %51 ], [ %75, %57 ]
  %81 = icmp eq i32 %53, 0, !dbg !180
  br i1 %81, label %89, label %82, !dbg !180

82:                                               ; preds = %78, %82
  %83 = phi i32 [ %86, %82 ], [ %80, %78 ]
  %84 = phi i32 [ %87, %82 ], [ 0, %78 ]
  %85 = add i32 %83, -1, !dbg !197
  %86 = and i32 %85, %83, !dbg !198
  %87 = add i32 %84, 1, !dbg !180
  %88 = icmp eq i32 %87, %53, !dbg !180
  br i1 %88, label %89, label %82, !dbg !180, !llvm.loop !201

89:                                               ; preds = %78, %82, %49
  %90 = phi i32 [ %37, %49 ], [ %79, %78 ], [ %86, %82 ]
  %91 = icmp eq i32 %90, 0, !dbg !202
  %92 = tail call i32 @llvm.cttz.i32(i32 %90, i1 true) #7, !dbg !204, !range !159
  %93 = select i1 %91, i32 -1, i32 %92, !dbg !204
  br label %94, !dbg !195

94:                                               ; preds = %89, %44
  %95 = phi i32 [ %93, %89 ], [ %3, %44 ], !dbg !195
  %96 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %45, i32 %95, i32 31), !dbg !205
  %97 = select i1 %48, i32 %96, i32 0, !dbg !206
  %98 = add nsw i32 %97, %45, !dbg !206
  %99 = shl i32 %46, 1, !dbg !207
  %100 = icmp ult i32 %99, %38, !dbg !178
  br i1 %100, label %44, label %101, !dbg !179, !llvm.loop !208

101:                                              ; preds = %94, %21
  %102 = phi i32 [ %31, %21 ], [ %98, %94 ], !dbg !182
  %103 = icmp eq i32 %37, 0, !dbg !183
  %104 = tail call i32 @llvm.cttz.i32(i32 %37, i1 true) #7, !dbg !185, !range !159
  %105 = select i1 %103, i32 -1, i32 %104, !dbg !185
  %106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %102, i32 %105, i32 31), !dbg !186
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !187
  %107 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !190
  store i32 %106, i32* %107, align 4, !dbg !191, !tbaa !35
  ret void, !dbg !210

108:                                              ; preds = %19, %158
  %109 = phi i32 [ %162, %158 ], [ %8, %19 ]
  %110 = phi i32 [ %163, %158 ], [ 1, %19 ]
  %111 = add i32 %110, %17, !dbg !193
  %112 = icmp ult i32 %111, %15, !dbg !194
  br i1 %112, label %113, label %158, !dbg !195

113:                                              ; preds = %108
  %114 = icmp eq i32 %111, 0, !dbg !196
  br i1 %114, label %153, label %115, !dbg !180

115:                                              ; preds = %113
  %116 = add i32 %20, %110, !dbg !180
  %117 = and i32 %111, 7, !dbg !180
  %118 = icmp ult i32 %116, 7, !dbg !180
  br i1 %118, label %142, label %119, !dbg !180

119:                                              ; preds = %115
  %120 = and i32 %111, -8, !dbg !180
  br label %121, !dbg !180

121:                                              ; preds = %121, %119
  %122 = phi i32 [ %14, %119 ], [ %139, %121 ]
  %123 = phi i32 [ 0, %119 ], [ %140, %121 ]
  %124 = add i32 %122, -1, !dbg !197
  %125 = and i32 %124, %122, !dbg !198
  %126 = add i32 %125, -1, !dbg !197
  %127 = and i32 %126, %125, !dbg !198
  %128 = add i32 %127, -1, !dbg !197
  %129 = and i32 %128, %127, !dbg !198
  %130 = add i32 %129, -1, !dbg !197
  %131 = and i32 %130, %129, !dbg !198
  %132 = add i32 %131, -1, !dbg !197
  %133 = and i32 %132, %131, !dbg !198
  %134 = add i32 %133, -1, !dbg !197
  %135 = and i32 %134, %133, !dbg !198
  %136 = add i32 %135, -1, !dbg !197
  %137 = and i32 %136, %135, !dbg !198
  %138 = add i32 %137, -1, !dbg !197
  %139 = and i32 %138, %137, !dbg !198
  %140 = add i32 %123, 8, !dbg !180
  %141 = icmp eq i32 %140, %120, !dbg !180
  br i1 %141, label %142, label %121, !dbg !180, !llvm.loop !199

142:                                              ; preds = %121, %115
  %143 = phi i32 [ undef, %115 ], [ %139, %121 ]
  %144 = phi i32 [ %14, %115 ], [ %139, %121 ]
  %145 = icmp eq i32 %117, 0, !dbg !180
  br i1 %145, label %153, label %146, !dbg !180

146:                                              ; preds = %142, %146
  %147 = phi i32 [ %150, %146 ], [ %144, %142 ]
  %148 = phi i32 [ %151, %146 ], [ 0, %142 ]
  %149 = add i32 %147, -1, !dbg !197
  %150 = and i32 %149, %147, !dbg !198
  %151 = add i32 %148, 1, !dbg !180
  %152 = icmp eq i32 %151, %117, !dbg !180
  br i1 %152, label %153, label %146, !dbg !180, !llvm.loop !211

153:                                              ; preds = %142, %146, %113
  %154 = phi i32 [ %14, %113 ], [ %143, %142 ], [ %150, %146 ]
  %155 = icmp eq i32 %154, 0, !dbg !202
  %156 = tail call i32 @llvm.cttz.i32(i32 %154, i1 true) #7, !dbg !204, !range !159
  %157 = select i1 %155, i32 -1, i32 %156, !dbg !204
  br label %158, !dbg !195

158:                                              ; preds = %108, %153
  %159 = phi i32 [ %157, %153 ], [ %3, %108 ], !dbg !195
  %160 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %109, i32 %159, i32 31), !dbg !205
  %161 = select i1 %112, i32 %160, i32 0, !dbg !206
  %162 = add nsw i32 %161, %109, !dbg !206
  %163 = shl i32 %110, 1, !dbg !207
  %164 = icmp ult i32 %163, %15, !dbg !178
  br i1 %164, label %108, label %21, !dbg !179, !llvm.loop !208
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15volatile_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !212 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !213
  %4 = and i32 %3, 31, !dbg !215
  %5 = zext i32 %3 to i64, !dbg !216
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !216
  %7 = load i32, i32* %6, align 4, !dbg !216, !tbaa !35
  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %5, !dbg !217
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*, !dbg !217
  store volatile i32 %7, i32* %9, align 4, !dbg !218, !tbaa !35
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !219
  %10 = icmp ult i32 %4, 16, !dbg !221
  br i1 %10, label %11, label %18, !dbg !222

11:                                               ; preds = %2
  %12 = add i32 %3, 16, !dbg !223
  %13 = zext i32 %12 to i64, !dbg !224
  %14 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %13, !dbg !224
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*, !dbg !224
  %16 = load volatile i32, i32* %15, align 4, !dbg !224, !tbaa !35
  %17 = add nsw i32 %16, %7, !dbg !225
  store volatile i32 %17, i32* %9, align 4, !dbg !226, !tbaa !35
  br label %18, !dbg !227

18:                                               ; preds = %11, %2
  %19 = phi i32 [ %17, %11 ], [ %7, %2 ], !dbg !228
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !229
  %20 = icmp ult i32 %4, 8, !dbg !221
  br i1 %20, label %21, label %28, !dbg !222

21:                                               ; preds = %18
  %22 = add i32 %3, 8, !dbg !223
  %23 = zext i32 %22 to i64, !dbg !224
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %23, !dbg !224
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*, !dbg !224
  %26 = load volatile i32, i32* %25, align 4, !dbg !224, !tbaa !35
  %27 = add nsw i32 %26, %19, !dbg !225
  store volatile i32 %27, i32* %9, align 4, !dbg !226, !tbaa !35
  br label %28, !dbg !227

28:                                               ; preds = %21, %18
  %29 = phi i32 [ %27, %21 ], [ %19, %18 ], !dbg !228
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !229
  %30 = icmp ult i32 %4, 4, !dbg !221
  br i1 %30, label %31, label %38, !dbg !222

31:                                               ; preds = %28
  %32 = add i32 %3, 4, !dbg !223
  %33 = zext i32 %32 to i64, !dbg !224
  %34 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %33, !dbg !224
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !224
  %36 = load volatile i32, i32* %35, align 4, !dbg !224, !tbaa !35
  %37 = add nsw i32 %36, %29, !dbg !225
  store volatile i32 %37, i32* %9, align 4, !dbg !226, !tbaa !35
  br label %38, !dbg !227

38:                                               ; preds = %31, %28
  %39 = phi i32 [ %37, %31 ], [ %29, %28 ], !dbg !228
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !229
  %40 = icmp ult i32 %4, 2, !dbg !221
  br i1 %40, label %41, label %48, !dbg !222

41:                                               ; preds = %38
  %42 = add i32 %3, 2, !dbg !223
  %43 = zext i32 %42 to i64, !dbg !224
  %44 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %43, !dbg !224
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*, !dbg !224
  %46 = load volatile i32, i32* %45, align 4, !dbg !224, !tbaa !35
  %47 = add nsw i32 %46, %39, !dbg !225
  store volatile i32 %47, i32* %9, align 4, !dbg !226, !tbaa !35
  br label %48, !dbg !227

48:                                               ; preds = %41, %38
  %49 = phi i32 [ %47, %41 ], [ %39, %38 ], !dbg !228
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !229
  %50 = icmp eq i32 %4, 0, !dbg !221
  br i1 %50, label %51, label %58, !dbg !222

51:                                               ; preds = %48
  %52 = add nuw i32 %3, 1, !dbg !223
  %53 = zext i32 %52 to i64, !dbg !224
  %54 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %53, !dbg !224
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*, !dbg !224
  %56 = load volatile i32, i32* %55, align 4, !dbg !224, !tbaa !35
  %57 = add nsw i32 %56, %49, !dbg !225
  store volatile i32 %57, i32* %9, align 4, !dbg !226, !tbaa !35
  br label %58, !dbg !227

58:                                               ; preds = %51, %48
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !229
  tail call void @llvm.nvvm.barrier0(), !dbg !231
  %59 = icmp eq i32 %4, 0, !dbg !232
  br i1 %59, label %60, label %65, !dbg !233

60:                                               ; preds = %58
  %61 = lshr i32 %3, 5, !dbg !234
  %62 = zext i32 %61 to i64, !dbg !235
  %63 = getelementptr inbounds i32, i32* %1, i64 %62, !dbg !235
  %64 = load volatile i32, i32* %9, align 4, !dbg !236, !tbaa !35
  store i32 %64, i32* %63, align 4, !dbg !237, !tbaa !35
  br label %65, !dbg !235

65:                                               ; preds = %60, %58
  ret void, !dbg !238
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15syncwarp_exitedPi(i32* nocapture noundef %0) local_unnamed_addr #0 !dbg !239 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !240
  %3 = icmp ult i32 %2, 8, !dbg !242
  br i1 %3, label %16, label %4, !dbg !243

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !244
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !244
  store i32 1, i32* %6, align 4, !dbg !245, !tbaa !35
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !246
  %7 = add i32 %2, 1, !dbg !248
  %8 = urem i32 %7, 24, !dbg !249
  %9 = add nuw nsw i32 %8, 8, !dbg !250
  %10 = zext i32 %9 to i64, !dbg !251
  %11 = getelementptr inbounds i32, i32* %0, i64 %10, !dbg !251
  %12 = load i32, i32* %11, align 4, !dbg !251, !tbaa !35
  %13 = add i32 %2, 32, !dbg !252
  %14 = zext i32 %13 to i64, !dbg !253
  %15 = getelementptr inbounds i32, i32* %0, i64 %14, !dbg !253
  store i32 %12, i32* %15, align 4, !dbg !254, !tbaa !35
  br label %16, !dbg !255

16:                                               ; preds = %1, %4
  ret void, !dbg !255
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10asm_blocksPKiPi(i32* noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !256 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !257
  %4 = sext i32 %3 to i64, !dbg !259
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !259
  %6 = load i32, i32* %5, align 4, !dbg !259, !tbaa !35
  %7 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %6, i32 1, i32 0, i32 %6, i32 -1) #2, !dbg !260, !srcloc !261
  %8 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %7, i32 2, i32 0, i32 %7, i32 -1) #2, !dbg !260, !srcloc !261
  %9 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %8, i32 4, i32 0, i32 %8, i32 -1) #2, !dbg !260, !srcloc !261
  %10 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %9, i32 8, i32 0, i32 %9, i32 -1) #2, !dbg !260, !srcloc !261
  %11 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %10, i32 16, i32 0, i32 %10, i32 -1) #2, !dbg !260, !srcloc !261
  %12 = load i32, i32* %5, align 4, !dbg !262, !tbaa !35
  %13 = srem i32 %3, 8, !dbg !263
  %14 = tail call i32 asm "bfe.u32\09$0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 5) #8, !dbg !264, !srcloc !265
  %15 = srem i32 %3, 5, !dbg !266
  %16 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 %15) #8, !dbg !267, !srcloc !268
  %17 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.eq.u32 p, $0, $2;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %12, i32 4) #8, !dbg !269, !srcloc !270
  %18 = sdiv i32 %3, 2, !dbg !271
  %19 = shl nsw i32 %18, 1, !dbg !272
  %20 = sext i32 %19 to i64, !dbg !273
  %21 = getelementptr inbounds i32, i32* %0, i64 %20, !dbg !273
  %22 = tail call { i32, i32 } asm sideeffect "ld.global.nc.v2.u32 {$0, $1}, [$2];", "=r,=r,l"(i32* %21) #2, !dbg !274, !srcloc !275
  %23 = icmp sgt i32 %3, 59, !dbg !276
  br i1 %23, label %24, label %25, !dbg !277

24:                                               ; preds = %2
  tail call void asm sideeffect "exit;", ""() #2, !dbg !278, !srcloc !279
  br label %25, !dbg !278

25:                                               ; preds = %24, %2
  %26 = extractvalue { i32, i32 } %22, 1, !dbg !274
  %27 = extractvalue { i32, i32 } %22, 0, !dbg !274
  %28 = mul nsw i32 %3, 5, !dbg !280
  %29 = sext i32 %28 to i64, !dbg !281
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !281
  store i32 %11, i32* %30, align 4, !dbg !282, !tbaa !35
  %31 = add nsw i32 %28, 1, !dbg !283
  %32 = sext i32 %31 to i64, !dbg !284
  %33 = getelementptr inbounds i32, i32* %1, i64 %32, !dbg !284
  store i32 %14, i32* %33, align 4, !dbg !285, !tbaa !35
  %34 = add nsw i32 %28, 2, !dbg !286
  %35 = sext i32 %34 to i64, !dbg !287
  %36 = getelementptr inbounds i32, i32* %1, i64 %35, !dbg !287
  store i32 %16, i32* %36, align 4, !dbg !288, !tbaa !35
  %37 = add nsw i32 %28, 3, !dbg !289
  %38 = sext i32 %37 to i64, !dbg !290
  %39 = getelementptr inbounds i32, i32* %1, i64 %38, !dbg !290
  store i32 %17, i32* %39, align 4, !dbg !291, !tbaa !35
  %40 = add i32 %27, %26, !dbg !292
  %41 = add nsw i32 %28, 4, !dbg !293
  %42 = sext i32 %41 to i64, !dbg !294
  %43 = getelementptr inbounds i32, i32* %1, i64 %42, !dbg !294
  store i32 %40, i32* %43, align 4, !dbg !295, !tbaa !35
  ret void, !dbg !296
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "warp.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z11warp_reducePKiPi, !"kernel", i32 1}
!9 = !{void (float*, float*, float*, float*, i32*, i32*)* @_Z8shufflesPKfPfS1_S1_PjPi, !"kernel", i32 1}
!10 = !{void (i32*, i32*)* @_Z8segmentsPKiPi, !"kernel", i32 1}
!11 = !{void (i32*, i32*)* @_Z15warp_divergencePKiPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*, i32*)* @_Z19syncwarp_activemaskPiPjS0_, !"kernel", i32 1}
!13 = !{void (i32*, i32*)* @_Z8asm_warpPKiPi, !"kernel", i32 1}
!14 = !{void (i32*, i32*)* @_Z16partition_roundsPKiPi, !"kernel", i32 1}
!15 = !{void (i32*, i32*)* @_Z15volatile_roundsPKiPi, !"kernel", i32 1}
!16 = !{void (i32*)* @_Z15syncwarp_exitedPi, !"kernel", i32 1}
!17 = !{void (i32*, i32*)* @_Z10asm_blocksPKiPi, !"kernel", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!20 = !DISubroutineType(types: !21)
!21 = !{}
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 66, type: !20, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!24 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!25 = distinct !DILocation(line: 7, column: 14, scope: !19)
!26 = !DILocation(line: 79, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 79, type: !20, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!28 = distinct !DILocation(line: 7, column: 27, scope: !19)
!29 = !DILocation(line: 7, column: 25, scope: !19)
!30 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 53, type: !20, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!32 = distinct !DILocation(line: 7, column: 40, scope: !19)
!33 = !DILocation(line: 7, column: 38, scope: !19)
!34 = !DILocation(line: 7, column: 11, scope: !19)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 9, column: 10, scope: !19)
!40 = !DILocation(line: 9, column: 7, scope: !19)
!41 = !DILocation(line: 10, column: 20, scope: !19)
!42 = !DILocation(line: 10, column: 26, scope: !19)
!43 = !DILocation(line: 10, column: 7, scope: !19)
!44 = !DILocation(line: 10, column: 76, scope: !19)
!45 = !DILocation(line: 10, column: 32, scope: !19)
!46 = !DILocation(line: 10, column: 82, scope: !19)
!47 = !DILocation(line: 11, column: 1, scope: !19)
!48 = distinct !DISubprogram(name: "shuffles", scope: !7, file: !7, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!49 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !50)
!50 = distinct !DILocation(line: 14, column: 11, scope: !48)
!51 = !DILocation(line: 79, column: 3, scope: !27, inlinedAt: !52)
!52 = distinct !DILocation(line: 14, column: 24, scope: !48)
!53 = !DILocation(line: 14, column: 22, scope: !48)
!54 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !55)
!55 = distinct !DILocation(line: 14, column: 37, scope: !48)
!56 = !DILocation(line: 14, column: 35, scope: !48)
!57 = !DILocation(line: 15, column: 13, scope: !48)
!58 = !{!59, !59, i64 0}
!59 = !{!"float", !37, i64 0}
!60 = !DILocation(line: 16, column: 59, scope: !48)
!61 = !DILocation(line: 16, column: 64, scope: !48)
!62 = !DILocation(line: 16, column: 12, scope: !48)
!63 = !DILocation(line: 16, column: 3, scope: !48)
!64 = !DILocation(line: 16, column: 10, scope: !48)
!65 = !DILocation(line: 17, column: 11, scope: !48)
!66 = !DILocation(line: 17, column: 3, scope: !48)
!67 = !DILocation(line: 17, column: 9, scope: !48)
!68 = !DILocation(line: 18, column: 11, scope: !48)
!69 = !DILocation(line: 18, column: 3, scope: !48)
!70 = !DILocation(line: 18, column: 9, scope: !48)
!71 = !DILocation(line: 19, column: 47, scope: !48)
!72 = !DILocation(line: 19, column: 15, scope: !48)
!73 = !DILocation(line: 19, column: 3, scope: !48)
!74 = !DILocation(line: 19, column: 13, scope: !48)
!75 = !DILocation(line: 20, column: 43, scope: !48)
!76 = !DILocation(line: 20, column: 14, scope: !48)
!77 = !DILocation(line: 20, column: 85, scope: !48)
!78 = !DILocation(line: 20, column: 56, scope: !48)
!79 = !DILocation(line: 20, column: 96, scope: !48)
!80 = !DILocation(line: 20, column: 54, scope: !48)
!81 = !DILocation(line: 20, column: 3, scope: !48)
!82 = !DILocation(line: 20, column: 12, scope: !48)
!83 = !DILocation(line: 21, column: 1, scope: !48)
!84 = distinct !DISubprogram(name: "segments", scope: !7, file: !7, line: 24, type: !20, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!85 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !86)
!86 = distinct !DILocation(line: 25, column: 11, scope: !84)
!87 = !DILocation(line: 26, column: 43, scope: !84)
!88 = !DILocation(line: 26, column: 12, scope: !84)
!89 = !DILocation(line: 26, column: 3, scope: !84)
!90 = !DILocation(line: 26, column: 10, scope: !84)
!91 = !DILocation(line: 27, column: 1, scope: !84)
!92 = distinct !DISubprogram(name: "warp_divergence", scope: !7, file: !7, line: 31, type: !20, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!93 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !94)
!94 = distinct !DILocation(line: 32, column: 7, scope: !92)
!95 = !DILocation(line: 32, column: 19, scope: !92)
!96 = !DILocation(line: 33, column: 53, scope: !92)
!97 = !DILocation(line: 32, column: 7, scope: !92)
!98 = !DILocation(line: 33, column: 3, scope: !92)
!99 = !DILocation(line: 33, column: 22, scope: !92)
!100 = !DILocation(line: 33, column: 20, scope: !92)
!101 = !DILocation(line: 34, column: 1, scope: !92)
!102 = distinct !DISubprogram(name: "syncwarp_activemask", scope: !7, file: !7, line: 41, type: !20, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!103 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !104)
!104 = distinct !DILocation(line: 43, column: 7, scope: !102)
!105 = !DILocation(line: 43, column: 19, scope: !102)
!106 = !DILocation(line: 43, column: 7, scope: !102)
!107 = !DILocation(line: 44, column: 32, scope: !102)
!108 = !DILocation(line: 44, column: 3, scope: !102)
!109 = !DILocation(line: 44, column: 18, scope: !102)
!110 = !DILocation(line: 45, column: 3, scope: !102)
!111 = !DILocation(line: 46, column: 27, scope: !102)
!112 = !DILocation(line: 46, column: 22, scope: !102)
!113 = !DILocation(line: 46, column: 3, scope: !102)
!114 = !DILocation(line: 46, column: 20, scope: !102)
!115 = !DILocation(line: 48, column: 3, scope: !102)
!116 = !{i64 2005}
!117 = !DILocation(line: 49, column: 3, scope: !102)
!118 = !DILocation(line: 49, column: 21, scope: !102)
!119 = !DILocation(line: 50, column: 19, scope: !102)
!120 = !DILocation(line: 50, column: 7, scope: !102)
!121 = !DILocation(line: 50, column: 24, scope: !102)
!122 = !DILocation(line: 50, column: 45, scope: !102)
!123 = !DILocation(line: 50, column: 43, scope: !102)
!124 = !DILocation(line: 51, column: 1, scope: !102)
!125 = distinct !DISubprogram(name: "asm_warp", scope: !7, file: !7, line: 54, type: !20, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!126 = !DILocation(line: 57, column: 3, scope: !125)
!127 = !{i64 2272}
!128 = !DILocation(line: 58, column: 3, scope: !125)
!129 = !{i64 2317}
!130 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !131)
!131 = distinct !DILocation(line: 59, column: 76, scope: !125)
!132 = !DILocation(line: 59, column: 73, scope: !125)
!133 = !DILocation(line: 59, column: 3, scope: !125)
!134 = !{i64 2374}
!135 = !DILocation(line: 60, column: 3, scope: !125)
!136 = !{i64 2502}
!137 = !DILocation(line: 61, column: 9, scope: !125)
!138 = !DILocation(line: 61, column: 3, scope: !125)
!139 = !DILocation(line: 61, column: 24, scope: !125)
!140 = !DILocation(line: 62, column: 23, scope: !125)
!141 = !DILocation(line: 62, column: 3, scope: !125)
!142 = !DILocation(line: 62, column: 28, scope: !125)
!143 = !DILocation(line: 63, column: 23, scope: !125)
!144 = !DILocation(line: 63, column: 3, scope: !125)
!145 = !DILocation(line: 63, column: 28, scope: !125)
!146 = !DILocation(line: 64, column: 1, scope: !125)
!147 = distinct !DISubprogram(name: "nth_lane", scope: !7, file: !7, line: 70, type: !20, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!148 = !DILocation(line: 71, column: 26, scope: !147)
!149 = !DILocation(line: 71, column: 3, scope: !147)
!150 = !DILocation(line: 72, column: 12, scope: !147)
!151 = !DILocation(line: 72, column: 7, scope: !147)
!152 = distinct !{!152, !153}
!153 = !{!"llvm.loop.unroll.disable"}
!154 = !DILocation(line: 93, column: 39, scope: !155, inlinedAt: !157)
!155 = distinct !DISubprogram(name: "__ffs", scope: !156, file: !156, line: 93, type: !20, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!156 = !DIFile(filename: "include/device_functions.h", directory: ".")
!157 = distinct !DILocation(line: 73, column: 10, scope: !147)
!158 = !DILocation(line: 93, column: 37, scope: !155, inlinedAt: !157)
!159 = !{i32 0, i32 33}
!160 = !DILocation(line: 73, column: 3, scope: !147)
!161 = distinct !{!161, !149, !162, !163}
!162 = !DILocation(line: 72, column: 14, scope: !147)
!163 = !{!"llvm.loop.mustprogress"}
!164 = distinct !DISubprogram(name: "partition_rounds", scope: !7, file: !7, line: 75, type: !20, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!165 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !166)
!166 = distinct !DILocation(line: 76, column: 19, scope: !164)
!167 = !DILocation(line: 78, column: 13, scope: !164)
!168 = !DILocation(line: 79, column: 52, scope: !164)
!169 = !DILocation(line: 79, column: 50, scope: !164)
!170 = !DILocation(line: 79, column: 20, scope: !164)
!171 = !DILocation(line: 80, column: 21, scope: !164)
!172 = !DILocation(line: 89, column: 43, scope: !173, inlinedAt: !174)
!173 = distinct !DISubprogram(name: "__popc", scope: !156, file: !156, line: 89, type: !20, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!174 = distinct !DILocation(line: 81, column: 18, scope: !164)
!175 = !DILocation(line: 81, column: 51, scope: !164)
!176 = !DILocation(line: 89, column: 43, scope: !173, inlinedAt: !177)
!177 = distinct !DILocation(line: 81, column: 39, scope: !164)
!178 = !DILocation(line: 83, column: 28, scope: !164)
!179 = !DILocation(line: 83, column: 5, scope: !164)
!180 = !DILocation(line: 71, column: 3, scope: !147, inlinedAt: !181)
!181 = distinct !DILocation(line: 84, column: 37, scope: !164)
!182 = !DILocation(line: 0, scope: !164)
!183 = !DILocation(line: 93, column: 39, scope: !155, inlinedAt: !184)
!184 = distinct !DILocation(line: 89, column: 17, scope: !164)
!185 = !DILocation(line: 93, column: 37, scope: !155, inlinedAt: !184)
!186 = !DILocation(line: 90, column: 11, scope: !164)
!187 = !DILocation(line: 32, column: 58, scope: !188, inlinedAt: !189)
!188 = distinct !DISubprogram(name: "__syncwarp", scope: !156, file: !156, line: 32, type: !20, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!189 = distinct !DILocation(line: 91, column: 5, scope: !164)
!190 = !DILocation(line: 92, column: 5, scope: !164)
!191 = !DILocation(line: 92, column: 27, scope: !164)
!192 = !DILocation(line: 78, column: 26, scope: !164)
!193 = !DILocation(line: 84, column: 27, scope: !164)
!194 = !DILocation(line: 84, column: 31, scope: !164)
!195 = !DILocation(line: 84, column: 22, scope: !164)
!196 = !DILocation(line: 71, column: 26, scope: !147, inlinedAt: !181)
!197 = !DILocation(line: 72, column: 12, scope: !147, inlinedAt: !181)
!198 = !DILocation(line: 72, column: 7, scope: !147, inlinedAt: !181)
!199 = distinct !{!199, !180, !200, !163}
!200 = !DILocation(line: 72, column: 14, scope: !147, inlinedAt: !181)
!201 = distinct !{!201, !153}
!202 = !DILocation(line: 93, column: 39, scope: !155, inlinedAt: !203)
!203 = distinct !DILocation(line: 73, column: 10, scope: !147, inlinedAt: !181)
!204 = !DILocation(line: 93, column: 37, scope: !155, inlinedAt: !203)
!205 = !DILocation(line: 85, column: 19, scope: !164)
!206 = !DILocation(line: 86, column: 11, scope: !164)
!207 = !DILocation(line: 83, column: 35, scope: !164)
!208 = distinct !{!208, !179, !209, !163}
!209 = !DILocation(line: 88, column: 5, scope: !164)
!210 = !DILocation(line: 94, column: 1, scope: !164)
!211 = distinct !{!211, !153}
!212 = distinct !DISubprogram(name: "volatile_rounds", scope: !7, file: !7, line: 99, type: !20, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!213 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !214)
!214 = distinct !DILocation(line: 102, column: 16, scope: !212)
!215 = !DILocation(line: 102, column: 38, scope: !212)
!216 = !DILocation(line: 103, column: 13, scope: !212)
!217 = !DILocation(line: 104, column: 3, scope: !212)
!218 = !DILocation(line: 104, column: 8, scope: !212)
!219 = !DILocation(line: 32, column: 58, scope: !188, inlinedAt: !220)
!220 = distinct !DILocation(line: 105, column: 3, scope: !212)
!221 = !DILocation(line: 107, column: 14, scope: !212)
!222 = !DILocation(line: 107, column: 9, scope: !212)
!223 = !DILocation(line: 108, column: 18, scope: !212)
!224 = !DILocation(line: 108, column: 14, scope: !212)
!225 = !DILocation(line: 108, column: 11, scope: !212)
!226 = !DILocation(line: 109, column: 12, scope: !212)
!227 = !DILocation(line: 110, column: 5, scope: !212)
!228 = !DILocation(line: 0, scope: !212)
!229 = !DILocation(line: 32, column: 58, scope: !188, inlinedAt: !230)
!230 = distinct !DILocation(line: 111, column: 5, scope: !212)
!231 = !DILocation(line: 113, column: 3, scope: !212)
!232 = !DILocation(line: 114, column: 12, scope: !212)
!233 = !DILocation(line: 114, column: 7, scope: !212)
!234 = !DILocation(line: 115, column: 11, scope: !212)
!235 = !DILocation(line: 115, column: 5, scope: !212)
!236 = !DILocation(line: 115, column: 19, scope: !212)
!237 = !DILocation(line: 115, column: 17, scope: !212)
!238 = !DILocation(line: 116, column: 1, scope: !212)
!239 = distinct !DISubprogram(name: "syncwarp_exited", scope: !7, file: !7, line: 121, type: !20, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!240 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !241)
!241 = distinct !DILocation(line: 122, column: 7, scope: !239)
!242 = !DILocation(line: 122, column: 19, scope: !239)
!243 = !DILocation(line: 122, column: 7, scope: !239)
!244 = !DILocation(line: 124, column: 3, scope: !239)
!245 = !DILocation(line: 124, column: 20, scope: !239)
!246 = !DILocation(line: 32, column: 58, scope: !188, inlinedAt: !247)
!247 = distinct !DILocation(line: 125, column: 3, scope: !239)
!248 = !DILocation(line: 126, column: 44, scope: !239)
!249 = !DILocation(line: 126, column: 49, scope: !239)
!250 = !DILocation(line: 126, column: 54, scope: !239)
!251 = !DILocation(line: 126, column: 27, scope: !239)
!252 = !DILocation(line: 126, column: 10, scope: !239)
!253 = !DILocation(line: 126, column: 3, scope: !239)
!254 = !DILocation(line: 126, column: 25, scope: !239)
!255 = !DILocation(line: 127, column: 1, scope: !239)
!256 = distinct !DISubprogram(name: "asm_blocks", scope: !7, file: !7, line: 134, type: !20, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !21)
!257 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !258)
!258 = distinct !DILocation(line: 135, column: 11, scope: !256)
!259 = !DILocation(line: 136, column: 11, scope: !256)
!260 = !DILocation(line: 138, column: 5, scope: !256)
!261 = !{i64 5261}
!262 = !DILocation(line: 143, column: 54, scope: !256)
!263 = !DILocation(line: 143, column: 68, scope: !256)
!264 = !DILocation(line: 143, column: 3, scope: !256)
!265 = !{i64 5539}
!266 = !DILocation(line: 144, column: 80, scope: !256)
!267 = !DILocation(line: 144, column: 3, scope: !256)
!268 = !{i64 5621}
!269 = !DILocation(line: 145, column: 3, scope: !256)
!270 = !{i64 5707, i64 5711, i64 5730, i64 5790, i64 5835, i64 5860}
!271 = !DILocation(line: 150, column: 103, scope: !256)
!272 = !DILocation(line: 150, column: 98, scope: !256)
!273 = !DILocation(line: 150, column: 94, scope: !256)
!274 = !DILocation(line: 150, column: 3, scope: !256)
!275 = !{i64 5950}
!276 = !DILocation(line: 151, column: 9, scope: !256)
!277 = !DILocation(line: 151, column: 7, scope: !256)
!278 = !DILocation(line: 152, column: 5, scope: !256)
!279 = !{i64 6077}
!280 = !DILocation(line: 153, column: 9, scope: !256)
!281 = !DILocation(line: 153, column: 3, scope: !256)
!282 = !DILocation(line: 153, column: 14, scope: !256)
!283 = !DILocation(line: 154, column: 13, scope: !256)
!284 = !DILocation(line: 154, column: 3, scope: !256)
!285 = !DILocation(line: 154, column: 18, scope: !256)
!286 = !DILocation(line: 155, column: 13, scope: !256)
!287 = !DILocation(line: 155, column: 3, scope: !256)
!288 = !DILocation(line: 155, column: 18, scope: !256)
!289 = !DILocation(line: 156, column: 13, scope: !256)
!290 = !DILocation(line: 156, column: 3, scope: !256)
!291 = !DILocation(line: 156, column: 18, scope: !256)
!292 = !DILocation(line: 157, column: 34, scope: !256)
!293 = !DILocation(line: 157, column: 13, scope: !256)
!294 = !DILocation(line: 157, column: 3, scope: !256)
!295 = !DILocation(line: 157, column: 18, scope: !256)
!296 = !DILocation(line: 158, column: 1, scope: !256)
